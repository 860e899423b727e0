import type { User } from '@supabase/supabase-js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { authKeys } from '../keys';
import { check } from '../lib/auth-result';

/** The account as the auth service holds it now (a pending email change included). */
export async function fetchAccount(): Promise<User> {
  const supabase = await getSupabase();
  const data = check(await supabase.auth.getUser());
  if (!data.user) throw new Error('No signed-in user');
  return data.user;
}

export const accountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: authKeys.account(userId), queryFn: fetchAccount });

export function useAccount(userId: string) {
  return useQuery(accountQueryOptions(userId));
}
