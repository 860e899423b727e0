import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { notificationKeys } from '../keys';

/** An email the delivery gave up on after its last try. */
export interface UndeliveredMessage {
  id: string;
  /** What the email is (inquiry_received, listing_returned, digest …). */
  kind: string;
  recipient: string;
  /** What it is about: a listing's or a business's name, or empty. */
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  failed_at: string;
}

/** Every undelivered email, newest failure first (undelivered_messages(): admins only). */
export async function fetchUndeliveredMessages(): Promise<UndeliveredMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('undelivered_messages');
  if (error) throw error;
  return data;
}

export const getUndeliveredMessagesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.undelivered(), queryFn: fetchUndeliveredMessages });
