/**
 * The search's request as a PostgREST builder, apart from search-site.ts so that the benchmark
 * (scripts/bench-directory.ts) runs the very same call under Node: relative `.ts` imports, types
 * only from outside.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../types/database.ts';

/**
 * One GET /rest/v1/rpc/search_site?q=…&per_kind=…: every kind in one request, grouped and ranked
 * by the database (supabase/migrations/20261130010000_site_search.sql). `signal` cancels it.
 */
export function selectSearchHits(
  client: SupabaseClient<Database>,
  q: string,
  perKind: number,
  signal?: AbortSignal,
) {
  const request = client.rpc('search_site', { q, per_kind: perKind }, { get: true });
  return signal ? request.abortSignal(signal) : request;
}
