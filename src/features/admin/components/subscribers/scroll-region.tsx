import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A table that may scroll sideways on a phone: a named region a keyboard can focus (and so
 * scroll), with a visible focus ring.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
