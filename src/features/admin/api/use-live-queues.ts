import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { contentKeys } from '@/features/content';
import { listingKeys } from '@/features/listings';
import { membershipKeys } from '@/features/membership';
import { newsletterKeys } from '@/features/newsletter';
import { reviewKeys } from '@/features/reviews';
import { readAgain } from '@/lib/read-again';
import { useRealtimeTopic } from '@/lib/realtime';
import { adminKeys } from '../keys';

/** The private topic the queue tables' triggers announce on (20261206100000_admin_queues_broadcast). */
export const ADMIN_QUEUES_TOPIC = 'admin:queues';

/** The event the triggers send, its payload `{ kind, id, op }`: kind is the table. */
export const QUEUE_CHANGED_EVENT = 'queue_changed';

/** Which data each queue table's change touches, besides the dashboard (adminKeys.all). */
const ROOTS_BY_KIND: Record<string, QueryKey> = {
  membership_applications: membershipKeys.all,
  listings: listingKeys.all,
  listing_changes: listingKeys.all,
  inquiries: listingKeys.all,
  review_reports: reviewKeys.all,
  contact_messages: contentKeys.all,
  wedding_submissions: contentKeys.all,
  // Only a held subscribe is announced (20261208010000_newsletter_held_on_the_desk).
  newsletter_subscribers: newsletterKeys.all,
};

/** Changes that arrive together (a batch decided, a burst held) refetch once. */
const COALESCE_MS = 100;

/**
 * The admin area, live (issue #43): while an admin page is open it joins admin:queues, where the
 * database announces every row that arrives in a queue or is decided (by another admin, or the
 * abuse guard). Each announcement invalidates the dashboard's counts and activity, and the root
 * key of the data it names, so the open queue list refetches through its own query; the payload
 * names a kind and an id, never a field. Every (re)join invalidates them all: whatever happened
 * while the socket was down is read again. With no socket the pages work as before.
 */
export function useLiveQueues(enabled: boolean): void {
  const queryClient = useQueryClient();
  const due = useRef(new Set<QueryKey>());
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const refetch = (roots: QueryKey[]) => {
    for (const root of roots) due.current.add(root);
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      const keys = [adminKeys.all, ...due.current];
      due.current.clear();
      for (const queryKey of keys) void readAgain(queryClient, queryKey);
    }, COALESCE_MS);
  };

  useRealtimeTopic(enabled ? ADMIN_QUEUES_TOPIC : null, {
    onBroadcast: (event, payload) => {
      if (event !== QUEUE_CHANGED_EVENT) return;
      const root = ROOTS_BY_KIND[String(payload.kind)];
      refetch(root ? [root] : []);
    },
    onJoin: () => refetch([...new Set(Object.values(ROOTS_BY_KIND))]),
  });
}
