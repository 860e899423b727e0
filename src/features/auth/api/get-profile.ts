import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { authKeys } from '../keys';
import { check } from '../lib/auth-result';

export type Profile = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'avatar_url'>;
export const PROFILE_SELECT = 'id,full_name,avatar_url';

/** The person's name and picture, as the bylines and the account menu show them. */
export async function fetchProfile(userId: string): Promise<Profile> {
  const supabase = await getSupabase();
  return check(await supabase.from('profiles').select(PROFILE_SELECT).eq('id', userId).single());
}

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: authKeys.profile(userId), queryFn: () => fetchProfile(userId) });

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
