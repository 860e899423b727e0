import { THROTTLE_SQLSTATE } from '@/config/throttles';

/**
 * True when a Supabase/PostgREST error is one of the database's hourly throttles (SQLSTATE
 * PT429): the form says so in words and keeps what was typed; it is not an outage, so nothing
 * retries it.
 */
export function isThrottled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code?: unknown }).code === THROTTLE_SQLSTATE
  );
}
