/**
 * A vendor page's ONE request as a PostgREST builder, taking the client.
 * The app's fetcher (get-listing.ts) calls it with the browser client, and the benchmark
 * (scripts/bench-directory.ts) calls the very same function with a Node client, so the figures it
 * prints are the site's real queries. That is why this module imports with relative `.ts` paths,
 * and only types from outside: Node runs it with type stripping, without Vite's `@/` alias.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../types/database.ts';
import { FEATURED_IN_POST_LIMIT } from '../../../config/site.ts';
import { LISTING_DETAIL_COLUMNS, PUBLISHED } from '../lib/listing-columns.ts';

/** A published listing by url_name, with everything its page shows (null when there is none). */
export function selectListingByUrlName(client: SupabaseClient<Database>, urlName: string) {
  return client
    .from('listings')
    .select(LISTING_DETAIL_COLUMNS)
    .eq('url_name', urlName)
    .eq('status', PUBLISHED)
    .order('position', { referencedTable: 'photos', ascending: true })
    .order('created_at', { referencedTable: 'credits', ascending: false })
    .limit(FEATURED_IN_POST_LIMIT, { referencedTable: 'credits' })
    .maybeSingle();
}
