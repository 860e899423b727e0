/**
 * The realtime client's settings, the spec's (§9): heartbeat 25 s, timeout 10 s, reconnect after
 * 1, 2, 5, then 10 s. A module of its own, without React, because src/lib/supabase.ts (on every
 * page) passes them to supabase-js; the hook pages subscribe with is src/lib/realtime.ts.
 */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The wait before reconnect attempt `tries` (1-based): 1, 2, 5, then 10 s for good. */
export function realtimeReconnectAfterMs(tries: number): number {
  const index = Math.min(Math.max(tries, 1), REALTIME_RECONNECT_MS.length) - 1;
  return REALTIME_RECONNECT_MS[index]!;
}

/** The options supabase-js passes to its realtime client (src/lib/supabase.ts). */
export const REALTIME_CLIENT_OPTIONS = {
  heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
  timeout: REALTIME_TIMEOUT_MS,
  reconnectAfterMs: realtimeReconnectAfterMs,
};
