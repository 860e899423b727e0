import { createClient } from '@supabase/supabase-js';
import { REALTIME_CLIENT_OPTIONS } from '@/lib/realtime-options';

/**
 * supabase-js's createClient with the settings only the client needs, loaded with it (the lazy
 * chunk src/lib/supabase.ts imports): the realtime settings add nothing to a first paint.
 */
export const createSupabaseClient: typeof createClient = (url, key, options) =>
  createClient(url, key, {
    ...options,
    // The spec's heartbeat, timeout and reconnect backoff; the socket opens only when a page
    // subscribes (src/lib/realtime.ts).
    realtime: { ...options?.realtime, ...REALTIME_CLIENT_OPTIONS },
  });
