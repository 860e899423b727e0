import { getSupabase } from '@/lib/supabase';
import type { SubmissionValues } from '../lib/form-schemas';
import { useContentWrite } from './use-content-write';

/** Saves a real-wedding submission from /submissions (insert only; see createContactMessage). */
export async function createWeddingSubmission(values: SubmissionValues): Promise<void> {
  if (values.website) return;
  const supabase = await getSupabase();
  const message = values.message.trim();
  const { error } = await supabase.from('wedding_submissions').insert({
    partner_one_name: values.partner_one_name.trim(),
    partner_two_name: values.partner_two_name.trim(),
    email: values.email.trim(),
    wedding_date: values.wedding_date,
    location: values.location.trim(),
    photographer: values.photographer.trim(),
    gallery_url: values.gallery_url.trim(),
    message: message || null,
  });
  if (error) throw error;
}

export function useCreateWeddingSubmission() {
  return useContentWrite(createWeddingSubmission);
}
