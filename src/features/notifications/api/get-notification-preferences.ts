import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';

/** How an email reaches its person: each at once, or gathered into one a day. */
export const DELIVERIES = ['instant', 'digest'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** The choices a person makes; no row means the defaults (every email at once). */
export interface NotificationPreferences {
  /** A vendor's emails about new inquiries. */
  inquiry_delivery: Delivery;
  /** An admin's alerts about applications and listings waiting for review. */
  admin_delivery: Delivery;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  inquiry_delivery: 'instant',
  admin_delivery: 'instant',
};

const delivery = (value: string | undefined, fallback: Delivery): Delivery =>
  DELIVERIES.find((known) => known === value) ?? fallback;

/** The signed-in person's own row (RLS shows no one else's), or the defaults when there is none. */
export async function fetchNotificationPreferences(
  userId: string,
): Promise<NotificationPreferences> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('notification_preferences')
    .select('inquiry_delivery,admin_delivery')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return {
    inquiry_delivery: delivery(data?.inquiry_delivery, DEFAULT_PREFERENCES.inquiry_delivery),
    admin_delivery: delivery(data?.admin_delivery, DEFAULT_PREFERENCES.admin_delivery),
  };
}

export const getNotificationPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: () => fetchNotificationPreferences(userId),
  });
