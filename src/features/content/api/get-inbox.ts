import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE } from '@/config/admin';
import { getSupabase } from '@/lib/supabase';
import { contentKeys, type InboxFilters } from '../keys';

export const CONTACT_MESSAGE_COLUMNS = 'id,name,email,subject,message,status,notes,created_at';
export const WEDDING_SUBMISSION_COLUMNS =
  'id,partner_one_name,partner_two_name,email,wedding_date,location,photographer,gallery_url,message,status,notes,created_at';

/** One page of an inbox, newest first (admins only, by RLS). */
export async function fetchInbox({ kind, status, page }: InboxFilters) {
  const supabase = await getSupabase();
  const from = (page - 1) * INBOX_PAGE_SIZE;
  const to = from + INBOX_PAGE_SIZE - 1;
  if (kind === 'messages') {
    let query = supabase
      .from('contact_messages')
      .select(CONTACT_MESSAGE_COLUMNS, { count: 'exact' });
    query = status ? query.eq('status', status) : query.neq('status', 'archived');
    const { data, error, count } = await query
      .order('created_at', { ascending: false })
      .range(from, to);
    if (error) throw error;
    return {
      total: count ?? 0,
      items: data.map((row) => ({
        id: row.id,
        from: row.name,
        email: row.email,
        title: row.subject ?? 'No subject',
        body: row.message,
        details: [] as [string, string][],
        status: row.status,
        notes: row.notes,
        created_at: row.created_at,
      })),
    };
  }
  let query = supabase
    .from('wedding_submissions')
    .select(WEDDING_SUBMISSION_COLUMNS, { count: 'exact' });
  query = status ? query.eq('status', status) : query.neq('status', 'archived');
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .range(from, to);
  if (error) throw error;
  return {
    total: count ?? 0,
    items: data.map((row) => ({
      id: row.id,
      from: `${row.partner_one_name} & ${row.partner_two_name}`,
      email: row.email,
      title: row.location ? `A wedding in ${row.location}` : 'A wedding',
      body: row.message ?? '',
      details: [
        ['Date', row.wedding_date ?? 'Not given'],
        ['Photographer', row.photographer ?? 'Not given'],
        ['Gallery', row.gallery_url ?? 'Not given'],
      ] as [string, string][],
      status: row.status,
      notes: row.notes,
      created_at: row.created_at,
    })),
  };
}

export type InboxItem = Awaited<ReturnType<typeof fetchInbox>>['items'][number];

export const getInboxQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: contentKeys.inbox(filters),
    queryFn: () => fetchInbox(filters),
    placeholderData: keepPreviousData,
  });

export function useInbox(filters: InboxFilters) {
  return useQuery(getInboxQueryOptions(filters));
}
