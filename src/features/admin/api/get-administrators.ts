import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../keys';

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
  return data;
}

export const getAdministratorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.admins(), queryFn: fetchAdministrators });
