import { MEDIA_BUCKET } from '@/lib/media';
import { getSupabase } from '@/lib/supabase';

/**
 * Removes photos' files that are no longer part of a draft's gallery. Best effort: the listing is
 * saved already, and a file left behind harms no one, so a failure is logged, not shown.
 */
export async function removeListingFiles(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(MEDIA_BUCKET).remove(paths);
  if (error) console.error('Removing photos from storage failed', error);
}
