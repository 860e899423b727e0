import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';
import type { NotificationPreferences } from './get-notification-preferences';

export type PreferencesUpdate = { userId: string } & Partial<NotificationPreferences>;

/**
 * Saves the choices the person was shown (a vendor's inquiry emails, an admin's alerts, or
 * both): the first save inserts their row, later ones update only the columns sent. Switching
 * back to "each at once" makes the database send what waited for the digest at once.
 */
export async function updateNotificationPreferences({ userId, ...choices }: PreferencesUpdate) {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('notification_preferences')
    .upsert({ user_id: userId, ...choices }, { onConflict: 'user_id' });
  if (error) throw error;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
