import type { ReactNode } from 'react';

/** One block of the settings page: a heading, a sentence on what it does, its form. */
export function SettingsSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={
        tone === 'danger'
          ? 'grid gap-6 border-t border-red-800/30 py-10 md:grid-cols-[16rem_1fr] md:gap-12'
          : 'grid gap-6 border-t border-ivory-300 py-10 md:grid-cols-[16rem_1fr] md:gap-12'
      }
    >
      <div className="space-y-2">
        <h2
          id={`${id}-title`}
          className={
            tone === 'danger'
              ? 'font-display text-2xl text-red-800'
              : 'font-display text-2xl text-ink'
          }
        >
          {title}
        </h2>
        {description ? <div className="text-sm text-ink-700">{description}</div> : null}
      </div>
      <div className="min-w-0 max-w-xl">{children}</div>
    </section>
  );
}
