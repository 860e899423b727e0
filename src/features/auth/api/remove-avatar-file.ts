import { getSupabase } from '@/lib/supabase';
import { AVATAR_BUCKET, avatarPath } from '../lib/avatar';

/**
 * Removes an uploaded avatar's file (a replaced picture, a deleted account). Best effort: a file
 * left behind is only storage, never shown again once the profile no longer names it.
 */
export async function removeAvatarFile(url: string | null): Promise<void> {
  const path = avatarPath(url);
  if (!path) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(AVATAR_BUCKET).remove([path]);
  if (error) console.error('Removing the old avatar failed', error);
}
