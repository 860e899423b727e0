import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { check } from '../lib/auth-result';
import { removeAvatarFile } from './remove-avatar-file';

/** The confirmation word the delete form asks for (and delete_account checks). */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deletes the signed-in account (a database function acting on auth.uid() only), then signs out
 * here. The avatar files go first, through the Storage API (the database may not delete storage
 * objects itself); a failure there does not stop the deletion.
 */
export async function deleteAccount(userId: string, confirmation: string): Promise<void> {
  const supabase = await getSupabase();
  const { data: profile } = await supabase
    .from('profiles')
    .select('avatar_url')
    .eq('id', userId)
    .maybeSingle();
  await removeAvatarFile(profile?.avatar_url ?? null);
  check(await supabase.rpc('delete_account', { confirmation }));
  await supabase.auth.signOut({ scope: 'local' });
}

/**
 * The deletion; once done, the whole cache goes (more than the auth root: nothing this person
 * could read may show after they are gone).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, confirmation }: { userId: string; confirmation: string }) =>
      deleteAccount(userId, confirmation),
    onSuccess: () => queryClient.clear(),
  });
}
