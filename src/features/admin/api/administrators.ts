import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../admin-keys';

export interface Administrator {
  id: string;
  email: string;
  full_name: string | null;
  since: string;
}

/** The administrators with their emails (admin_list(): emails live outside the API). */
export async function fetchAdministrators(): Promise<Administrator[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_list');
  if (error) throw error;
  return (data ?? []) as unknown as Administrator[];
}

export const getAdministratorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins(), queryFn: fetchAdministrators });

/** Grant (by email) or revoke admin; the database refuses non-admins and keeps the last admin. */
export function useAdministratorActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return {
    grant: useMutation({
      mutationFn: async (email: string) => {
        const supabase = await getSupabase();
        const { error } = await supabase.rpc('grant_admin', { email });
        if (error) throw error;
      },
      onSuccess: done,
    }),
    revoke: useMutation({
      mutationFn: async (userId: string) => {
        const supabase = await getSupabase();
        const { error } = await supabase.rpc('revoke_admin', { user_id: userId });
        if (error) throw error;
      },
      onSuccess: done,
    }),
  };
}
