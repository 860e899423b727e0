import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ConfirmDelete } from '@/components/confirm-delete';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { listingPath } from '@/config/paths';
import { MODERATION_PAGE_SIZE } from '@/config/admin';
import {
  getModerationQueryOptions,
  LISTING_STATES,
  useModerateListing,
  type ListingState,
  type ModeratedListing,
} from '@/features/listings';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { reportMutation } from '@/lib/report-mutation';
import { ListingPreviewFromUrl, ListingPreviewLink } from './listing-preview-link';

const STATE_LABELS: Record<ListingState, string> = {
  draft: 'Draft',
  pending: 'In review',
  published: 'Published',
  archived: 'Archived',
};

/**
 * Every listing of the directory, by name and state (in the URL): each name opens its public page
 * when published, its preview otherwise; archive one, restore it (as a draft for its vendor, or
 * published again), and delete it for good from the archive only, never while couples' inquiries
 * or magazine credits point at it (the database refuses).
 */
export function ListingModeration() {
  const { params, page, choose, hrefFor } = useUrlFilters();
  const status = LISTING_STATES.find((state) => state === params.get('listing-status')) ?? null;
  const q = params.get('listing-q')?.trim() || null;
  const listings = useQuery(getModerationQueryOptions({ status, q, page }));

  return (
    <section aria-labelledby="every-listing-heading" className="space-y-6">
      <h2 id="every-listing-heading" className="font-display text-3xl text-ink">
        Every listing
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <SearchFilter
          label="Search names"
          value={q}
          onSearch={(typed) => choose({ 'listing-q': typed })}
        />
        <SelectFilter
          label="Status"
          value={status}
          allLabel="All but archived"
          onChange={(value) => choose({ 'listing-status': value })}
        >
          {LISTING_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </SelectFilter>
      </div>
      {listings.isPending ? (
        <Spinner label="Loading listings…" className="py-8" />
      ) : listings.isError ? (
        <LoadError compact what="the listings" onRetry={() => void listings.refetch()} />
      ) : listings.data.listings.length === 0 ? (
        <p className="text-ink-700">
          {q || status ? 'No listing matches these filters.' : 'No listings yet.'}
        </p>
      ) : (
        <>
          <ul
            aria-label="Every listing"
            className="divide-y divide-ivory-300 border-y border-ivory-300"
          >
            {listings.data.listings.map((listing) => (
              <ModerationEntry key={listing.id} listing={listing} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(listings.data.total / MODERATION_PAGE_SIZE)}
            hrefFor={hrefFor}
          />
        </>
      )}
      <ListingPreviewFromUrl />
    </section>
  );
}

function ModerationEntry({ listing }: { listing: ModeratedListing }) {
  const moderate = useModerateListing();
  const state = listing.status as ListingState;
  const named = <span className="sr-only"> {listing.name}</span>;
  const setStatus = (status: ListingState, done: string) =>
    reportMutation(moderate.mutateAsync({ kind: 'status', id: listing.id, status }), {
      onSuccess: () => toast({ title: done, description: listing.name }),
      onError: (error) =>
        toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
    });
  const deleteForGood = () => {
    const run = moderate.mutateAsync({ kind: 'delete', id: listing.id });
    reportMutation(run, {
      onSuccess: () => toast({ title: 'Deleted for good', description: listing.name }),
      onError: (error) =>
        toast({
          title: 'The listing was not deleted',
          description: error.message,
          variant: 'destructive',
        }),
    });
    return run;
  };
  const place = [listing.city, listing.country].filter(Boolean).join(', ');

  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-display text-xl break-words text-ink">
          {state === 'published' ? (
            <Link to={listingPath(listing.url_name)} className="underline-offset-4 hover:underline">
              {listing.name}
            </Link>
          ) : (
            <ListingPreviewLink id={listing.id}>
              {listing.name}
              <span className="sr-only"> (preview)</span>
            </ListingPreviewLink>
          )}
        </p>
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-700">
          <span className="font-medium text-ink">{STATE_LABELS[state] ?? listing.status}</span>
          {listing.category?.name ? <span>{listing.category.name}</span> : null}
          {place ? <span>{place}</span> : null}
          {listing.is_featured ? <span className="text-champagne-700">Featured</span> : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {state === 'archived' ? (
          <>
            <Button
              size="sm"
              variant="solid"
              disabled={moderate.isPending}
              onClick={() => setStatus('draft', 'Restored as a draft for its vendor')}
            >
              Restore as draft{named}
            </Button>
            <Button
              size="sm"
              disabled={moderate.isPending}
              onClick={() => setStatus('published', 'Published again')}
            >
              Publish again{named}
            </Button>
            <ConfirmDelete
              name={listing.name}
              busy={moderate.isPending}
              onConfirm={deleteForGood}
            />
          </>
        ) : (
          <Button
            size="sm"
            disabled={moderate.isPending}
            onClick={() => setStatus('archived', 'Archived: restore it from the archived listings')}
          >
            Archive{named}
          </Button>
        )}
      </div>
    </li>
  );
}
