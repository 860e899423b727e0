import { getSupabase } from '@/lib/supabase';
import { subscribersCsv, type ExportedSubscriber } from '../../lib/subscribers-csv';

/** Rows a request reads (under PostgREST's row limit); the export reads page after page. */
const EXPORT_PAGE_SIZE = 1000;

/**
 * Every subscriber as CSV (admins only: RLS; the tokens are not even readable). Read in pages in
 * the order they subscribed, id breaking ties so no row is read twice or skipped.
 */
export async function exportSubscribersCsv(): Promise<string> {
  const supabase = await getSupabase();
  const rows: ExportedSubscriber[] = [];
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    const { data, error } = await supabase
      .from('newsletter_subscribers')
      .select(
        'email, letters, status, wedding_date, city, created_at, confirmed_at, unsubscribed_at, suppressed_at, suppressed_reason',
      )
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + EXPORT_PAGE_SIZE - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < EXPORT_PAGE_SIZE) break;
  }
  return subscribersCsv(rows);
}
