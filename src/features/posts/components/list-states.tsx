import type { ReactNode } from 'react';

/** An empty list: a heading, a sentence and a way on. */
export function EmptyState({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 border-y border-ivory-300 py-16 text-center">
      <h2 className="font-display text-3xl text-ink">{title}</h2>
      {children && <div className="text-ink-700">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
