import { getSupabase } from '@/lib/supabase';
import { check } from '../lib/auth-result';
import { PROFILE_SELECT, type Profile } from './get-profile';
import { useAuthWrite } from './use-auth-write';

export type ProfileChanges = Partial<Pick<Profile, 'full_name' | 'avatar_url'>>;

/** Saves the person's own profile row (RLS: only theirs) and reads it back. */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<Profile> {
  const supabase = await getSupabase();
  return check(
    await supabase
      .from('profiles')
      .update(changes)
      .eq('id', userId)
      .select(PROFILE_SELECT)
      .single(),
  );
}

/** The name (or any profile column); the account menu and bylines refresh once it is saved. */
export function useUpdateProfile() {
  return useAuthWrite(({ userId, changes }: { userId: string; changes: ProfileChanges }) =>
    updateProfile(userId, changes),
  );
}
