import { useMemo, type ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { COMPARE_LIMIT } from '@/config/saved';
import { listingPath, PATHS } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { monthYear } from '@/lib/english-dates';
import {
  formatCount,
  languageList,
  settingLabel,
  startingPriceLabel,
} from '@/lib/listing-facts-format';
import {
  AvailabilityBadge,
  useListingAvailability,
  useWeddingDate,
  WeddingDateInput,
} from '@/features/availability';
import {
  formatResponseTime,
  listingPlace,
  useCompareListings,
  type CompareListing,
} from '@/features/listings';
import { CompareTable, compareIdsFrom, useSavedList, type CompareRow } from '@/features/saved';

function capacity(listing: CompareListing) {
  const parts = [
    listing.capacity_seated !== null ? `${formatCount(listing.capacity_seated)} seated` : null,
    listing.capacity_standing !== null
      ? `${formatCount(listing.capacity_standing)} standing`
      : null,
  ].filter(Boolean);
  if (parts.length > 0) return parts.join(' · ');
  return listing.guest_capacity ? `Up to ${formatCount(listing.guest_capacity)} guests` : null;
}

/** The facts, one row each, in the order a couple weighs them. */
function factRows(
  vendors: CompareListing[],
  availability: (listingId: string) => ReactNode,
): CompareRow[] {
  const row = (label: string, cell: (listing: CompareListing) => ReactNode): CompareRow => ({
    label,
    cells: vendors.map(cell),
  });
  return [
    row('Category', (listing) => listing.category?.name ?? null),
    row('Where', (listing) => listingPlace(listing) || null),
    row('Starting price', (listing) => startingPriceLabel(listing)),
    row('Capacity', capacity),
    row('Setting', (listing) => (listing.setting ? settingLabel(listing.setting) : null)),
    row('Rooms on site', (listing) =>
      listing.rooms_on_site !== null ? formatCount(listing.rooms_on_site) : null,
    ),
    row('Languages', (listing) =>
      listing.languages.length > 0 ? languageList(listing.languages) : null,
    ),
    row('Usually replies within', (listing) =>
      listing.responseSeconds !== null ? (
        formatResponseTime(listing.responseSeconds)
      ) : (
        <span className="text-ink-500">Not enough replies yet</span>
      ),
    ),
    // As the vendor's own page says it: since the member was admitted, not since the listing.
    row('Member since', (listing) =>
      listing.memberSince ? monthYear(new Date(listing.memberSince)) : null,
    ),
    row('On your date', (listing) => availability(listing.id)),
  ];
}

/**
 * /saved/compare?ids=…: up to four saved vendors side by side (#31). One request for their facts,
 * one for their response times, one for their availability on the couple's date.
 */
export default function SavedComparePage() {
  const [params] = useSearchParams();
  const saved = useSavedList();
  const ids = useMemo(() => {
    const asked = compareIdsFrom(params.get('ids'));
    if (asked.length > 0) return asked;
    return saved
      .filter((item) => item.kind === 'listing')
      .slice(0, COMPARE_LIMIT)
      .map((item) => item.id);
  }, [params, saved]);
  const [date, setDate] = useWeddingDate();
  const listings = useCompareListings(ids);
  const states = useListingAvailability(ids, date);
  const byId = new Map(listings.data?.map((listing) => [listing.id, listing]));
  const vendors = ids.flatMap((id) => byId.get(id) ?? []);

  const availability = (id: string) => {
    if (!date) return <span className="text-ink-500">Set your date above</span>;
    const state = states.data?.get(id);
    return state ? <AvailabilityBadge state={state} date={date} /> : null;
  };

  return (
    <div className="mx-auto flex max-w-frame flex-col gap-8 px-gutter pt-8 pb-section md:pt-12">
      <Helmet>
        <title>{`Compare vendors | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <header className="flex flex-col gap-4">
        <Link to={PATHS.saved} className="text-sm text-champagne-700 underline hover:text-ink">
          Back to your saved list
        </Link>
        <h1 className="font-display text-display-lg font-light text-ink">Compare vendors</h1>
        <WeddingDateInput value={date} onChange={setDate} className="w-fit" />
      </header>
      {ids.length === 0 ? (
        <p className="text-ink-700">
          Save two or more vendors, then compare them here.{' '}
          <Link to={PATHS.index} className="text-champagne-700 underline hover:text-ink">
            Browse vendors
          </Link>
        </p>
      ) : listings.isPending ? (
        <PageSpinner />
      ) : listings.isError ? (
        <LoadError onRetry={() => void listings.refetch()} what="these vendors" />
      ) : (
        <CompareTable
          caption={`${vendors.length} vendors side by side`}
          columns={vendors.map((listing) => ({
            id: listing.id,
            name: listing.name,
            href: listingPath(listing.url_name),
          }))}
          rows={factRows(vendors, availability)}
        />
      )}
    </div>
  );
}
