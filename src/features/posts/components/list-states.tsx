import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Shown when a list could not be loaded; the reader can try again. */
export function LoadError({
  onRetry,
  what = 'these stories',
}: {
  onRetry: () => void;
  what?: string;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <p className="font-display text-2xl text-ink">We couldn’t load {what}.</p>
      <p className="text-ink-700">Please check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

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
