import { readAgain } from '@/lib/read-again';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useRealtimeTopics } from '@/lib/realtime';
import { listingKeys } from '../keys';
import { getMyListingsQueryOptions } from './get-my-listings';
import { getUnreadInquiryCountQueryOptions } from './get-unread-inquiry-count';

/** Joins and broadcasts that arrive together (a vendor's several inboxes joining) refetch once. */
const COALESCE_MS = 100;

/** The private topic of a listing's inbox (the inquiries trigger sends there, 20261205000000). */
export const inboxTopic = (listingId: string) => `listing:${listingId}:inbox`;

/**
 * The vendor's inbox, live (issue #43): joins the inbox topic of each of her listings while the
 * dashboard is open. A new inquiry (held or not) is announced there by the database, and every
 * (re)join may have missed some: either way the listings domain's root key is invalidated, so the
 * inbox, the Held tab, the counts and the stats refetch through their own queries and policies
 * (the broadcast carries ids only). With the socket down nothing changes but the liveness: the
 * page reads as before, and catches up when the socket is back (the rejoin refetches).
 *
 * Returns how many inbox inquiries are unread, for the tab and the page's title.
 */
export function useLiveInbox(ownerId: string): number {
  const queryClient = useQueryClient();
  const listings = useQuery(getMyListingsQueryOptions(ownerId));
  const unread = useQuery(getUnreadInquiryCountQueryOptions(ownerId));
  const topics = useMemo(
    () => (listings.data ?? []).map((listing) => inboxTopic(listing.id)),
    [listings.data],
  );

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const refetch = () => {
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void readAgain(queryClient, listingKeys.all);
    }, COALESCE_MS);
  };

  useRealtimeTopics(topics, { onBroadcast: refetch, onJoin: refetch });
  return unread.data ?? 0;
}
