import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';
import type { EmailChoice } from './get-notification-preferences';

/** The choices the person was shown, per kind of email; a kind left out stays as it is. */
export interface PreferencesUpdate {
  inquiries?: EmailChoice;
  admin_alerts?: EmailChoice;
}

/**
 * Saves the choices the person was shown (a vendor's inquiry emails, an admin's alerts, or both)
 * in one transaction (set_email_choices): 'off' stops every address of that kind, as an email's
 * unsubscribe link does; at once or a daily digest starts them again and saves the delivery.
 * Switching back to "each at once" makes the database send what waited for the digest at once.
 */
export async function updateNotificationPreferences(choices: PreferencesUpdate) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('set_email_choices', choices);
  if (error) throw error;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
