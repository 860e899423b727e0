/** The head of /index and /venues: eyebrow, title, the active category or type, one sentence. */
export function DirectoryIntro({
  title,
  subtitle,
  text,
}: {
  title: string;
  subtitle?: string | null;
  text: string;
}) {
  return (
    <header className="flex max-w-3xl flex-col gap-4">
      <p className="text-label tracking-eyebrow text-champagne-700 uppercase">The Directory</p>
      <h1 className="font-display text-display-lg font-light text-ink">{title}</h1>
      {subtitle ? (
        <p className="font-display text-display-sm text-champagne-700 italic">{subtitle}</p>
      ) : null}
      <p className="text-lg text-ink-700">{text}</p>
    </header>
  );
}
