import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type SpinnerProps = ComponentProps<'div'> & {
  /** Announced to assistive technology; visually hidden. */
  label?: string;
};

/** A quiet champagne ring. role=status so screen readers announce the label politely. */
export function Spinner({ label = 'Loading…', className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-8 rounded-full border-2 border-champagne-200 border-t-champagne-600 motion-safe:animate-spin"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Centred spinner filling the page area while a lazy page loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading page…" />
    </div>
  );
}

/**
 * The place of text on its way (a story's body, a vendor page below its head): a few quiet lines
 * of the given widths, and `label` for assistive technology. Here beside the spinner, which every
 * page has loaded, rather than in a chunk of its own.
 */
export function PendingLines({
  label,
  widths,
  className,
}: {
  label: string;
  widths: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="space-y-4 motion-safe:animate-pulse">
        {widths.map((width, line) => (
          <div key={line} className={cn('h-4 rounded-sm bg-ivory-200', width)} />
        ))}
      </div>
    </div>
  );
}
