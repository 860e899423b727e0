import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE } from '@/config/admin';
import { getSupabase } from '@/lib/supabase';
import { adminKeys, type AuditFilters } from '../keys';
import { ADMIN_ACTIVITY_COLUMNS } from './get-admin-activity';

/** The tables whose admin writes are recorded (supabase/migrations/…_admin_safety.sql). */
export const AUDITED_TABLES = {
  blog_posts: 'Posts',
  featured_posts: 'Home curation',
  standalone_videos: 'Videos',
  blog_categories: 'Blog categories',
  business_categories: 'Business categories',
  listings: 'Listings',
  listing_photos: 'Listing photos',
  listing_changes: 'Changes to live listings',
  post_vendor_credits: 'Vendor credits',
  vendor_members: 'Members',
  admin_users: 'Administrators',
  membership_applications: 'Membership applications',
  membership_invitations: 'Invitations',
  inquiries: 'Inquiries',
  contact_messages: 'Contact messages',
  wedding_submissions: 'Wedding submissions',
} as const;
export type AuditedTable = keyof typeof AUDITED_TABLES;

/** One page of the audit log, newest first, optionally of one table (RLS: admins only). */
export async function fetchAuditLog({ table, page }: AuditFilters) {
  const supabase = await getSupabase();
  const from = (page - 1) * AUDIT_PAGE_SIZE;
  let query = supabase.from('admin_audit').select(ADMIN_ACTIVITY_COLUMNS, { count: 'exact' });
  if (table) query = query.eq('table_name', table);
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  if (error) throw error;
  return { entries: data, total: count ?? 0 };
}

export const getAuditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: () => fetchAuditLog(filters),
    placeholderData: keepPreviousData,
  });
