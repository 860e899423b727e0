import type { ReactNode } from 'react';

/** The masthead of a magazine page: tracked eyebrow, display title, standfirst. */
export function PageHeader({
  eyebrow,
  title,
  description,
  badge,
  children,
}: {
  eyebrow: string;
  title: string;
  description?: string;
  badge?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-12 pb-10 text-center md:pt-20 md:pb-14">
      <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">{eyebrow}</p>
      <h1 className="flex items-start gap-3 font-display text-5xl leading-none text-ink md:text-7xl">
        {title}
        {badge && (
          <>
            {/* Read as "Trends, new", not one word "TrendsNEW". */}
            <span className="sr-only">, </span>
            <span className="mt-1 bg-champagne-700 px-2 py-1 font-sans text-[0.65rem] font-medium tracking-label text-ivory-50">
              {badge}
            </span>
          </>
        )}
      </h1>
      {description && <p className="max-w-2xl text-lg text-ink-700">{description}</p>}
      {children}
    </header>
  );
}
