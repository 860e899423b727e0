import type { ReactNode } from 'react';

/** The words of the two directory pages' heads, shared by the pages and their first screens. */
export const DIRECTORY_INTRO = {
  title: 'Wedding Vendor Directory',
  text: 'Planners, photographers, florists and artisans, each one invited for the quality of their work. Choose a craft, a place or a name.',
};
export const VENUES_INTRO = {
  title: 'Venues',
  text: 'Grand hotels, country estates, resorts and vineyards, chosen for the way they hold a celebration.',
};

/** The column /index and /venues lay their head, filters and results in. */
export const DIRECTORY_COLUMN =
  'mx-auto flex max-w-frame flex-col gap-10 px-gutter pt-12 pb-section md:pt-16';

/** That column, for the first screen, which paints only the head (src/first-screen). */
export function DirectoryColumn({ children }: { children: ReactNode }) {
  return <div className={DIRECTORY_COLUMN}>{children}</div>;
}

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
