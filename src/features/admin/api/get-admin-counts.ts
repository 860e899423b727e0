import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../keys';

/** What needs a decision, counted by the database in one call (admins only). */
export interface AdminCounts {
  applications: number;
  listings_in_review: number;
  changes_in_review: number;
  spam_inquiries: number;
  unread_messages: number;
  new_submissions: number;
  draft_posts: number;
  scheduled_posts: number;
  reported_reviews: number;
  held_items: number;
}

export async function fetchAdminCounts(): Promise<AdminCounts> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_counts');
  if (error) throw error;
  return data;
}

export const getAdminCountsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.counts(), queryFn: fetchAdminCounts });
