import type { SupabaseClient } from '@supabase/supabase-js';
import { SESSION_STORAGE_KEY } from '@/config/site';
import { createApiFetch } from '@/lib/api-fetch';
import { fetchWithEarlyResponses } from '@/lib/early-response';
import { getEnv } from '@/lib/env';
import type { Database } from '@/types/database';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/**
 * The one Supabase client; everything the site does goes through it and RLS makes it safe.
 *
 * Loaded on first use with a dynamic import: supabase-js (~56 KB gzip, realtime included) is not
 * needed to paint the frame, so it downloads and parses beside the first paint instead of
 * before it. Query functions are async anyway, so callers simply `await getSupabase()`.
 * Importing this module never reads the environment: boot.tsx validates it first and can show a
 * readable error instead of a blank page.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= import('@/lib/supabase-create').then(({ createSupabaseClient }) => {
    const env = getEnv();
    return createSupabaseClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: {
        flowType: 'implicit',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storageKey: SESSION_STORAGE_KEY,
      },
      // Time limits and the HTTP status on REST errors (src/lib/api-fetch.ts); the page's first
      // request may already be under way from index.html (src/lib/early-response.ts).
      global: { fetch: createApiFetch(fetchWithEarlyResponses) },
      // One retry layer: React Query's, which retries only what can heal (src/lib/retryable.ts)
      // with the spec's count and backoff; supabase-js would otherwise retry a 503 3 times more.
      db: { retry: false },
    });
  });
  return client;
}
