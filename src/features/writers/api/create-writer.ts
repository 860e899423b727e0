import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { writerKeys } from '../keys';
import type { Writer } from './get-writers';

export type NewWriter = { name: string; bio: string | null; avatarUrl: string | null };

/** Adds a writer who never signs in (admins only: the database refuses anyone else). */
export async function createWriter({ name, bio, avatarUrl }: NewWriter): Promise<Writer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .insert({ full_name: name, bio, avatar_url: avatarUrl, is_writer: true })
    .select('id,full_name,bio,avatar_url')
    .single();
  if (error) throw error;
  return data;
}

export function useCreateWriter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWriter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: writerKeys.all }),
  });
}
