import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { listingPath, manageListingPath, PATHS } from '@/config/paths';
import { getMyListingStatsQueryOptions, type ListingStats } from '../api/get-my-listing-stats';
import { getMyListingsQueryOptions, type MyListing } from '../api/get-my-listings';
import { myListingState, type MyListingState } from '../lib/my-listing-state';

/** Each state in words, with what it means for the vendor and the next thing to do. */
const STATES: Record<MyListingState, { label: string; note: string; action: string }> = {
  draft: {
    label: 'Draft',
    note: 'Only you can see it. Add your photos and words, then send it for review.',
    action: 'Complete this listing',
  },
  returned: {
    label: 'Returned',
    note: 'Only you can see it. Make the changes our editors ask for, then send it for review again.',
    action: 'Make the changes',
  },
  'in-review': {
    label: 'In review',
    note: 'We are reviewing it; you will hear from us by email.',
    action: 'Edit',
  },
  published: { label: 'Published', note: 'Live in the directory.', action: 'Edit' },
  'changes-in-review': {
    label: 'Changes in review',
    note: 'Your page shows the approved version until we approve the changes.',
    action: 'Edit the changes',
  },
  'changes-requested': {
    label: 'Changes requested',
    note: 'Your page shows the approved version. Our note:',
    action: 'Make the changes',
  },
  'taken-down': {
    label: 'Taken down',
    note: 'Couples can’t see it: its page and its place in the directory and search are gone until you put it back. Its reviews, credits and inquiries are kept.',
    action: 'Edit',
  },
  archived: {
    label: 'Archived',
    note: 'Not shown in the directory. Edit it to bring it back.',
    action: 'Edit',
  },
};

/**
 * A vendor's own listings as cards: their state in words, the next action, and their numbers.
 * `actions` adds the workspace's own controls to each card (taking it down, putting it back).
 */
export function MyListings({
  ownerId,
  actions,
}: {
  ownerId: string;
  actions?: (listing: MyListing) => ReactNode;
}) {
  const listings = useQuery(getMyListingsQueryOptions(ownerId));
  const stats = useQuery(getMyListingStatsQueryOptions(ownerId));
  if (listings.isPending) return <Spinner label="Loading your listings…" className="py-12" />;
  if (listings.isError)
    return (
      <p role="alert" className="text-ink-700">
        We couldn’t load your listings. Please reload the page.
      </p>
    );
  if (listings.data.length === 0)
    return (
      <div className="space-y-4 border border-ivory-300 p-6">
        <p className="text-ink-700">You have no listings yet.</p>
        <Link
          to={PATHS.manageListing}
          className="inline-block font-medium underline underline-offset-4 hover:text-champagne-700"
        >
          Create your first listing
        </Link>
      </div>
    );
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Your listings">
      {listings.data.map((listing) => (
        <ListingCard
          key={listing.id}
          listing={listing}
          stats={stats.data?.get(listing.id)}
          actions={actions?.(listing)}
        />
      ))}
    </ul>
  );
}

function ListingCard({
  listing,
  stats,
  actions,
}: {
  listing: MyListing;
  stats?: ListingStats;
  actions?: ReactNode;
}) {
  const state = myListingState(listing);
  const { label, note, action } = STATES[state];
  const place = [listing.city, listing.state, listing.country].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col gap-4 border border-ivory-300 bg-ivory-50 p-6">
      <div className="space-y-1">
        <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">{label}</p>
        <p className="font-display text-2xl text-ink">{listing.name}</p>
        <p className="text-sm text-ink-700">
          {[listing.category?.name, place].filter(Boolean).join(' · ')}
        </p>
      </div>
      <p className="text-sm text-ink-700">
        {note}
        {state === 'changes-requested' && listing.changes?.reason ? (
          <span className="mt-1 block text-ink italic">“{listing.changes.reason}”</span>
        ) : null}
      </p>
      {state === 'returned' ? (
        <p className="border-l-2 border-champagne-600 bg-ivory-100 px-4 py-3 text-sm text-ink">
          <span className="font-medium">Returned by the editors:</span>{' '}
          <span className="whitespace-pre-line">{listing.return_reason}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm" aria-label={`${listing.name} in numbers`}>
        <div>
          <dt className="text-xs tracking-label text-ink-700 uppercase">Views</dt>
          <dd className="text-ink">
            {stats ? `${stats.views_7} in 7 days · ${stats.views_30} in 30` : '–'}
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-label text-ink-700 uppercase">Inquiries</dt>
          <dd className="text-ink">
            {stats ? `${stats.inquiries_7} in 7 days · ${stats.inquiries_30} in 30` : '–'}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-4 text-sm">
        <Link
          to={manageListingPath(listing.id)}
          className="font-medium underline underline-offset-4 hover:text-champagne-700"
        >
          {action}
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
        {actions}
      </div>
    </li>
  );
}
