import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { listingPath } from '@/config/paths';
import { FEATURED_LISTING_LIMIT } from '@/config/site';
import { URL_NAME_CHECK_DELAY_MS } from '@/config/workspace';
import {
  getFeatureCandidatesQueryOptions,
  getFeaturedForReviewQueryOptions,
  useSetFeatured,
} from '@/features/listings';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { reportMutation } from '@/lib/report-mutation';

/**
 * Featured listings: how many are featured, which show (the vendor menu and the home page show
 * the newest FEATURED_LISTING_LIMIT), unfeature, and feature a published listing found by name.
 */
export function FeaturedListings() {
  const featured = useQuery(getFeaturedForReviewQueryOptions());
  const setFeatured = useSetFeatured();
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), URL_NAME_CHECK_DELAY_MS);
  const candidates = useQuery({
    ...getFeatureCandidatesQueryOptions(name),
    enabled: name.length >= 2,
  });
  const searchId = useId();

  const change = (id: string, listingName: string, to: boolean) =>
    reportMutation(setFeatured.mutateAsync({ id, featured: to }), {
      onSuccess: () =>
        toast({ title: to ? 'Featured' : 'No longer featured', description: listingName }),
      onError: (error) =>
        toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
    });

  const rows = featured.data ?? [];
  return (
    <section aria-labelledby="featured-heading" className="space-y-4">
      <h2 id="featured-heading" className="font-display text-3xl text-ink">
        Featured listings ({rows.length})
      </h2>
      <p className="text-sm text-ink-700">
        The vendor menu and the home page show the {FEATURED_LISTING_LIMIT} newest featured
        listings; the others wait their turn.
      </p>
      {rows.length === 0 ? (
        <p className="text-ink-700">No listing is featured.</p>
      ) : (
        <ol
          aria-label="Featured listings"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {rows.map((listing, index) => (
            <li key={listing.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <Link
                  to={listingPath(listing.url_name)}
                  className="text-ink underline underline-offset-4"
                >
                  {listing.name}
                </Link>
                <span className="ml-3 text-xs font-medium tracking-label text-champagne-700 uppercase">
                  {index < FEATURED_LISTING_LIMIT ? 'Shown' : 'Not shown'}
                </span>
              </span>
              <Button
                size="sm"
                disabled={setFeatured.isPending}
                onClick={() => change(listing.id, listing.name, false)}
              >
                Unfeature<span className="sr-only"> {listing.name}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-xs font-medium tracking-label uppercase">
          Feature a published listing
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Type at least two letters of its name"
          className="min-h-11 max-w-md border border-ink-300 bg-ivory-50 px-3"
        />
      </div>
      {name.length >= 2 && candidates.data ? (
        candidates.data.length === 0 ? (
          <p className="text-sm text-ink-700">No published, unfeatured listing matches “{name}”.</p>
        ) : (
          <ul aria-label="Listings to feature" className="space-y-2">
            {candidates.data.map((listing) => (
              <li key={listing.id} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="min-w-0 flex-1">
                  {listing.name}
                  <span className="text-ink-700">
                    {' '}
                    · {[listing.city, listing.country].filter(Boolean).join(', ')}
                  </span>
                </span>
                <Button
                  size="sm"
                  disabled={setFeatured.isPending}
                  onClick={() => change(listing.id, listing.name, true)}
                >
                  Feature<span className="sr-only"> {listing.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
