import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../keys';

export interface Member {
  user_id: string;
  email: string;
  full_name: string | null;
  status: 'active' | 'suspended';
  status_reason: string | null;
  joined_at: string;
  listings: number;
  published: number;
}

/** The directory's members with their emails and listing counts (admin_members(), admins only). */
export async function fetchMembers(): Promise<Member[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_members');
  if (error) throw error;
  // status is text with a check (active, suspended): narrowed here to the two it can be.
  return data.map((member): Member => ({
    ...member,
    status: member.status === 'suspended' ? 'suspended' : 'active',
  }));
}

export const getMembersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.members(), queryFn: fetchMembers });
