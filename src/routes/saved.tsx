import { useMemo, useState } from 'react';
import { Helmet } from 'react-helmet-async';
import { useLocation } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { PATHS, withQuery } from '@/config/paths';
import { COMPARE_LIMIT } from '@/config/saved';
import { SITE_NAME } from '@/config/site';
import {
  AvailabilityBadge,
  useListingAvailability,
  useWeddingDate,
  WeddingDateInput,
} from '@/features/availability';
import { ListingCard, MultiInquiryForm, useListingsByIds } from '@/features/listings';
import { PostCard, usePostsByIds } from '@/features/posts';
import {
  parseShareFragment,
  SavedEmpty,
  SavedEntry,
  SavedToolbar,
  SharedListActions,
  ShareList,
  usePickedVendors,
  useLiveSavedList,
  useSavedList,
  useShareId,
  type SavedItem,
} from '@/features/saved';

const idsOf = (items: readonly SavedItem[], kind: SavedItem['kind']) =>
  items.filter((item) => item.kind === kind).map((item) => item.id);

/** The list's cards: ONE request per kind (vendors, stories), whatever the list's length. */
function useSavedCards(items: readonly SavedItem[]) {
  const listingIds = useMemo(() => idsOf(items, 'listing'), [items]);
  const postIds = useMemo(() => idsOf(items, 'post'), [items]);
  const listings = useListingsByIds(listingIds);
  const posts = usePostsByIds(postIds);
  return {
    listingIds,
    listingById: new Map(listings.data?.map((row) => [row.id, row])),
    postById: new Map(posts.data?.map((row) => [row.id, row])),
    pending:
      (listingIds.length > 0 && listings.isPending) || (postIds.length > 0 && posts.isPending),
    failed: listings.isError || posts.isError,
    retry: () => void Promise.all([listings.refetch(), posts.refetch()]),
  };
}

/**
 * /saved: this browser's list, or a list opened from a share link (#31; the link's fragment
 * carries it). Vendors and stories in the order of saving, availability on the couple's date,
 * pick vendors to write to them at once or compare them.
 */
export default function SavedPage() {
  const { hash } = useLocation();
  const shared = useMemo(() => parseShareFragment(hash), [hash]);
  const own = useSavedList();
  const [date, setDate] = useWeddingDate();
  const items = useMemo(
    () => shared?.items.map((item) => ({ ...item, name: '', savedAt: 0 })) ?? own,
    [shared, own],
  );
  const cards = useSavedCards(items);
  const shownDate = shared ? (shared.date ?? date) : date;
  const availability = useListingAvailability(cards.listingIds, shownDate);
  const [picked, setPicked] = usePickedVendors();
  const [writing, setWriting] = useState(false);
  // A list kept from a share link (or shared from here) is live on the couple's other devices.
  useLiveSavedList(!shared);
  const shareId = useShareId();

  // A shared list shows only what resolves to a public page, under the names those pages have.
  const nameOf = (item: SavedItem) =>
    item.kind === 'listing'
      ? cards.listingById.get(item.id)?.name
      : cards.postById.get(item.id)?.title;
  const shown = shared
    ? items.flatMap((item) => (nameOf(item) ? [{ ...item, name: nameOf(item) ?? '' }] : []))
    : items;
  const vendors = shown.filter((item) => cards.listingById.has(item.id));
  const pickedVendors = vendors.filter((item) => picked.includes(item.id));
  const compareIds = (pickedVendors.length > 1 ? pickedVendors : vendors)
    .slice(0, COMPARE_LIMIT)
    .map((item) => item.id);
  const title = shared ? 'A shared list' : 'Saved';

  return (
    <div className="mx-auto flex max-w-frame flex-col gap-10 px-gutter pt-8 pb-section md:pt-12">
      <Helmet>
        <title>{`${title} | ${SITE_NAME}`}</title>
        <meta name="robots" content="noindex" />
      </Helmet>
      <header className="flex flex-col gap-6">
        <h1 className="font-display text-display-lg font-light text-ink">{title}</h1>
        {shared ? (
          <SharedListActions
            items={shown}
            date={shared.date}
            shareId={shared.shareId}
            onDate={setDate}
          />
        ) : own.length > 0 ? (
          <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
            <WeddingDateInput value={date} onChange={setDate} className="w-fit" />
            <div className="flex flex-col gap-2">
              <ShareList list={{ items: own.map(({ kind, id }) => ({ kind, id })), date }} />
              {shareId ? (
                <p className="max-w-xs text-sm text-ink-700">
                  Shared: what you save or remove shows on every device with this list open.
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </header>
      {items.length === 0 ? (
        <SavedEmpty />
      ) : cards.pending ? (
        <PageSpinner />
      ) : cards.failed ? (
        <LoadError onRetry={cards.retry} what="the saved list" />
      ) : (
        <>
          {shared || vendors.length === 0 ? null : (
            <SavedToolbar
              picked={pickedVendors.length}
              writing={writing}
              onWrite={() => setWriting((open) => !open)}
              compareHref={withQuery(PATHS.savedCompare, { ids: compareIds.join(',') })}
              compareCount={compareIds.length}
            />
          )}
          {writing && pickedVendors.length > 0 ? (
            <section aria-label="Write to the vendors you picked">
              <MultiInquiryForm
                listings={pickedVendors.map((item) => ({
                  id: item.id,
                  name: nameOf(item) ?? item.name,
                }))}
              />
            </section>
          ) : null}
          <ul
            aria-label={shared ? 'The shared list' : 'Your saved list'}
            className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {shown.map((item) => {
              const listing = cards.listingById.get(item.id);
              const post = cards.postById.get(item.id);
              const state = availability.data?.get(item.id);
              const toggle = (on: boolean) =>
                setPicked((ids) => (on ? [...ids, item.id] : ids.filter((id) => id !== item.id)));
              return (
                <SavedEntry
                  key={`${item.kind}:${item.id}`}
                  item={item}
                  selected={picked.includes(item.id)}
                  onSelect={listing && !shared ? toggle : undefined}
                  removable={!shared}
                >
                  {listing ? (
                    <div className="flex flex-col gap-2">
                      <ListingCard listing={listing} />
                      {state && shownDate ? (
                        <AvailabilityBadge state={state} date={shownDate} />
                      ) : null}
                    </div>
                  ) : post ? (
                    <PostCard post={post} variant="standard" />
                  ) : null}
                </SavedEntry>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
