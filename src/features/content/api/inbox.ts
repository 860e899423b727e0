import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE } from '@/config/admin';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { contentKeys } from './get-info-page';

/** The two inboxes the forms fill, each with its states in the order an editor works them. */
export const INBOXES = {
  messages: { table: 'contact_messages', states: ['new', 'read', 'archived'] },
  submissions: {
    table: 'wedding_submissions',
    states: ['new', 'reviewing', 'accepted', 'declined', 'archived'],
  },
} as const;
export type InboxKind = keyof typeof INBOXES;

export const CONTACT_MESSAGE_COLUMNS = 'id,name,email,subject,message,status,notes,created_at';
export const WEDDING_SUBMISSION_COLUMNS =
  'id,partner_one_name,partner_two_name,email,wedding_date,location,photographer,gallery_url,message,status,notes,created_at';

export interface InboxFilters {
  kind: InboxKind;
  /** One state, or everything not archived. */
  status: string | null;
  page: number;
}

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

/** Moves an item to a state or saves its notes; invalidates the content root. */
export function useUpdateInboxItem(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      id,
      patch,
    }: {
      kind: InboxKind;
      id: string;
      patch: { status?: string; notes?: string | null };
    }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.from(INBOXES[kind].table).update(patch).eq('id', id);
      if (error) throw error;
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      ]);
      onDone?.();
    },
  });
}

/** Deletes an archived message or submission for good (the database refuses any other). */
export function useDeleteInboxItem() {
  return useAdminWrite(contentKeys.all, {
    mutationFn: async ({ kind, id }: { kind: InboxKind; id: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from(INBOXES[kind].table)
        .delete()
        .eq('id', id)
        .eq('status', 'archived')
        .select('id');
      if (error) throw error;
      if (data.length === 0) throw new Error('Only an archived item can be deleted for good.');
    },
  });
}
