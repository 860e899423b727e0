import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { writerKeys } from '../keys';

export type Writer = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'bio' | 'avatar_url'>;

/** Every writer (a profile offered as a story's author, with or without an account), by name. */
export async function fetchWriters(): Promise<Writer[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select('id,full_name,bio,avatar_url')
    .eq('is_writer', true)
    .order('full_name');
  if (error) throw error;
  return data;
}

export const getWritersQueryOptions = () =>
  queryOptions({ queryKey: writerKeys.list(), queryFn: fetchWriters });

export const useWriters = () => useQuery(getWritersQueryOptions());
