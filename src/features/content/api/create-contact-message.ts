import { getSupabase } from '@/lib/supabase';
import type { ContactValues } from '../lib/form-schemas';
import { useContentWrite } from './use-content-write';

/**
 * Saves a message from /contact. Insert only, without reading the row back: visitors may send
 * messages but never read them (row-level security). A filled honeypot is dropped silently.
 */
export async function createContactMessage(values: ContactValues): Promise<void> {
  if (values.website) return;
  const supabase = await getSupabase();
  const { error } = await supabase.from('contact_messages').insert({
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject,
    message: values.message.trim(),
  });
  if (error) throw error;
}

export function useCreateContactMessage() {
  return useContentWrite(createContactMessage);
}
