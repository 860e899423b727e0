import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { listingPath, manageListingPath } from '@/config/paths';
import { getMyListingsQueryOptions } from '../api/get-my-listings';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  published: 'Published',
  archived: 'Archived',
};

/** A vendor's own listings with their status, each with the way to work on it. */
export function MyListings({ ownerId }: { ownerId: string }) {
  const listings = useQuery(getMyListingsQueryOptions(ownerId));
  if (listings.isPending) return <Spinner label="Loading your listings…" className="py-12" />;
  if (listings.isError)
    return <p role="alert">We couldn’t load your listings. Please reload the page.</p>;
  if (listings.data.length === 0)
    return (
      <p className="text-ink-700">
        You have no listings yet. Once your membership is active, your first one appears here.
      </p>
    );
  return (
    <ul className="divide-y divide-ivory-300 border-y border-ivory-300" aria-label="Your listings">
      {listings.data.map((listing) => {
        const place = [listing.city, listing.state, listing.country].filter(Boolean).join(', ');
        return (
          <li key={listing.id} className="flex flex-wrap items-center justify-between gap-4 py-6">
            <div className="space-y-1">
              <p className="font-display text-2xl text-ink">{listing.name}</p>
              <p className="text-sm text-ink-700">
                {[listing.category?.name, place].filter(Boolean).join(' · ')}
              </p>
              <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
                {STATUS_LABELS[listing.status] ?? listing.status}
              </p>
            </div>
            <div className="flex gap-4 text-sm">
              <Link
                to={manageListingPath(listing.id)}
                className="font-medium underline underline-offset-4 hover:text-champagne-700"
              >
                {listing.status === 'draft' ? 'Complete this listing' : 'Edit'}
                <span className="sr-only"> {listing.name}</span>
              </Link>
              {listing.status === 'published' ? (
                <Link
                  to={listingPath(listing.url_name)}
                  className="underline underline-offset-4 hover:text-champagne-700"
                >
                  View<span className="sr-only"> {listing.name}</span>
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
