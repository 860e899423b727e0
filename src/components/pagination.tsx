import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL of a page, keeping the current filters. */
  hrefFor: (page: number) => string;
  className?: string;
}

type Slot = number | 'gap';

/** 1 … 4 5 6 … 12: the first, the last, and the current page with its neighbours. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const shown = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const slots: Slot[] = [];
  shown.forEach((n, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && n - previous === 2) slots.push(n - 1);
    else if (previous !== undefined && n - previous > 2) slots.push('gap');
    slots.push(n);
  });
  return slots;
}

const ITEM =
  'flex min-h-11 min-w-11 items-center justify-center px-3 text-sm text-ink transition-colors hover:bg-ivory-200';

/**
 * Page links (real links: they work without script, open in a new tab, and the back button walks
 * through them). The current page is marked with aria-current; nothing when there is one page.
 */
export function Pagination({ page, pageCount, hrefFor, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              className={cn(ITEM, 'tracking-label uppercase')}
              rel="prev"
            >
              <span aria-hidden="true">←&nbsp;</span>Previous
            </Link>
          ) : null}
        </li>
        {pageSlots(page, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-ink-500">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
                className={cn(ITEM, slot === page && 'bg-ink text-ivory-50 hover:bg-ink')}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link
              to={hrefFor(page + 1)}
              className={cn(ITEM, 'tracking-label uppercase')}
              rel="next"
            >
              Next<span aria-hidden="true">&nbsp;→</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
