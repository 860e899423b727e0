import { Button } from '@/components/ui/button';

/**
 * Shown where something could not be loaded: what, in words, and a way to try again. `compact`
 * sits inside a page section (a queue, an inbox); the full one stands in for a whole list.
 */
export function LoadError({
  what,
  onRetry,
  compact = false,
}: {
  what: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  if (compact)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-ink-700">We couldn’t load {what}.</p>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
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
