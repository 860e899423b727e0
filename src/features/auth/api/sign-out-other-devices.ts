import { getSupabase } from '@/lib/supabase';
import { useAuthWrite } from './use-auth-write';

/** Signs out every other session of the user; this one stays. */
export async function signOutOtherDevices(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw error;
}

export function useSignOutOtherDevices() {
  return useAuthWrite(signOutOtherDevices);
}
