import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../../keys';

/**
 * Deletes one person's data on request (newsletter_erase_subscriber): their subscription and the
 * newsletter emails to them; the audit log records it. Answers whether there was anything to delete.
 */
export async function eraseSubscriber(subscriberId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('newsletter_erase_subscriber', {
    subscriber_id: subscriberId,
  });
  if (error) throw error;
  return (data as { deleted?: boolean } | null)?.deleted === true;
}

export const useEraseSubscriber = () =>
  useAdminWrite(newsletterKeys.all, { mutationFn: eraseSubscriber });
