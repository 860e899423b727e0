import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDirectoryAvailability } from '@/features/availability';
import { cn } from '@/lib/utils';
import type { ListingsPage } from '../api/get-listings-page';
import { ListingGrid } from './listing-grid';
import { ResultsSummary } from './results-summary';

export interface ListingResultsProps {
  result: {
    data: ListingsPage | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** Names the grid ('Vendors', 'Venues'). */
  label: string;
  noun: { one: string; other: string };
  hrefFor: (page: number) => string;
  /** Shown when nothing matches (what to change). */
  empty: ReactNode;
}

/**
 * The lower half of /index and /venues: loading, a failure with a retry, a page past the end,
 * nothing matching, or the count, the grid and the pages. The grid is the page's first screen,
 * so its first row loads eagerly and the first image with high priority.
 *
 * The result is shown through `useDeferredValue`: a page of cards is the costliest thing these
 * pages render, and a deferred render is done in slices between which the browser stays free to
 * answer input, instead of in one long task when the data arrives.
 */
export function ListingResults({
  result: latest,
  label,
  noun,
  hrefFor,
  empty,
}: ListingResultsProps) {
  const result = useDeferredValue(latest);
  const { data } = result;
  // The couple's date: one listing_availability request for the page's cards (#31).
  const date = useDirectoryAvailability(data?.listings.map((listing) => listing.id) ?? []);
  if (result.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={`Loading ${noun.other}…`} />
      </div>
    );
  }
  if (result.isError || !data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-6 py-16 text-center">
        <p className="text-ink-700">We couldn’t load the {noun.other} just now.</p>
        <Button onClick={() => result.refetch()}>Try again</Button>
      </div>
    );
  }
  if (data.listings.length === 0 && data.page > 1) {
    return (
      <div className="flex flex-col items-center gap-6 py-16 text-center">
        <h2 className="font-display text-display-sm text-ink">This page is past the last one</h2>
        <Link
          to={hrefFor(data.pageCount > 0 ? data.pageCount : 1)}
          className="text-ink underline decoration-champagne-400 underline-offset-4"
        >
          {data.pageCount > 0 ? `Go to page ${data.pageCount}` : 'Go to the first page'}
        </Link>
      </div>
    );
  }
  if (data.listings.length === 0) {
    // Nothing free that day: the date control stays, to change the day or turn the filter off.
    return date.filterOn ? (
      <div className="flex flex-col gap-8">
        {date.filter}
        {empty}
      </div>
    ) : (
      <>{empty}</>
    );
  }
  return (
    <div
      className={cn(
        'flex flex-col gap-8 transition-opacity',
        result.isPlaceholderData && 'opacity-60',
      )}
      aria-busy={result.isPlaceholderData || undefined}
    >
      {date.filter}
      <ResultsSummary total={data.total} page={data.page} pageCount={data.pageCount} noun={noun} />
      <ListingGrid
        listings={data.listings}
        priority
        label={label}
        headingLevel={2}
        footerFor={date.badgeFor}
      />
      <Pagination page={data.page} pageCount={data.pageCount} hrefFor={hrefFor} className="mt-8" />
    </div>
  );
}
