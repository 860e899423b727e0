import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The pattern the directory, the venues and the magazine share: a page head, the filters, and a
 * region of results that pages. The pages give the parts; this owns how they behave:
 * - below the mobile breakpoint the filters fold behind a 'Filters' button that counts the active
 *   ones, so the first results are on the first screen (from 768 px they are always open);
 * - choosing another page brings the top of the results into view, under the fixed header, and
 *   moves focus there, instead of leaving the reader at the pagination by the footer.
 */
export interface ListingPageProps {
  /** The page's head (title, description, share tags) and anything above the column. */
  head?: ReactNode;
  /** The heading block at the top of the column. */
  intro?: ReactNode;
  filters?: ReactNode;
  /** How many filters are in force (shown on the folded 'Filters' button). */
  activeFilterCount?: number;
  /** Fold the filters on small screens (pages whose filters are a line of chips need not). */
  foldFilters?: boolean;
  /** The current page number: a change moves the reader to the results. */
  page: number;
  /** Names the results region ('Vendors', 'Stories'). */
  resultsLabel: string;
  children: ReactNode;
  /** The column's layout classes. */
  className?: string;
}

export function ListingPage({
  head,
  intro,
  filters,
  activeFilterCount = 0,
  foldFilters = true,
  page,
  resultsLabel,
  children,
  className,
}: ListingPageProps) {
  const results = usePageChangeFocus<HTMLElement>(page);
  return (
    <>
      {head}
      <div className={className}>
        {intro}
        {filters ? (
          foldFilters ? (
            <FoldingFilters activeCount={activeFilterCount}>{filters}</FoldingFilters>
          ) : (
            filters
          )
        ) : null}
        <section
          ref={results}
          aria-label={resultsLabel}
          tabIndex={-1}
          // Lands under the fixed header (72 px) with a little air.
          className="scroll-mt-28 focus:outline-none"
        >
          {children}
        </section>
      </div>
    </>
  );
}

/**
 * Scrolls the returned element's top into view and focuses it whenever `page` changes (not on the
 * first render: arriving on a page keeps the browser's own scroll position).
 */
export function usePageChangeFocus<T extends HTMLElement>(page: number) {
  const ref = useRef<T>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [page]);
  return ref;
}

/** The filters, folded behind a counted 'Filters' button below 768 px; always open above. */
export function FoldingFilters({
  activeCount,
  children,
}: {
  activeCount: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center justify-between gap-3 border border-ink-300 px-4 text-label tracking-label text-ink uppercase hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-600 md:hidden"
      >
        <span>
          Filters
          {activeCount > 0 ? <span aria-hidden="true"> ({activeCount})</span> : null}
        </span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <div id={panelId} className={cn(open ? 'block' : 'hidden', 'md:block')}>
        {children}
      </div>
    </div>
  );
}
