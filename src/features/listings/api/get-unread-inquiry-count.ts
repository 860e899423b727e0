import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';

/**
 * How many of the vendor's inquiries are new to her: not yet opened (read_at null), and in the
 * inbox (held ones wait under Held, spam and archived are not news). A count only (a HEAD
 * request): the dashboard's Inbox tab and the tab title show it.
 */
/**
 * Under the inbox's key (`listingKeys.all`), beside the page's own, like the Held tab's: kept out
 * of keys.ts, which public pages load (first-paint budget), as this is a signed-in key.
 */
export const unreadInquiriesKey = (ownerId: string) =>
  [...listingKeys.all, 'inquiries', 'unread', { ownerId }] as const;

export async function fetchUnreadInquiryCount(): Promise<number> {
  const supabase = await getSupabase();
  // RLS gives a vendor the inquiries to their own listings only; the owner is in the key.
  const { count, error } = await supabase
    .from('inquiries')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
    .not('status', 'in', '(spam,held,archived)');
  if (error) throw error;
  return count ?? 0;
}

export const getUnreadInquiryCountQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: unreadInquiriesKey(ownerId),
    queryFn: fetchUnreadInquiryCount,
  });
