/**
 * Which failures are worth asking again (docs/decisions.md, "Retry only what can heal"): the
 * network or the service being away for a moment, never a request the server refused on its
 * merits. Read by shape, with no import of supabase-js (the query client is on the first paint).
 *
 * The errors it sees:
 * - PostgREST errors as the query functions throw them: `{ code, message, details, hint }`, with
 *   the HTTP `status` (and `retryAfter` in seconds) added by the client's fetch (src/lib/api-fetch.ts).
 *   A request that never got an answer comes back with an empty code and a message naming the
 *   fetch failure ('TypeError: Failed to fetch', 'TimeoutError: …').
 * - Auth and Storage errors, which carry their own `status`.
 * - Errors thrown directly (a fetch's TypeError, a timeout's DOMException).
 */

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  retryAfter?: unknown;
}

/** PostgreSQL error classes of a passing trouble: connection, serialization/deadlock, resources, operator intervention (statement timeout, shutdown), system. */
const RETRYABLE_SQLSTATE_CLASSES = new Set(['08', '40', '53', '57', '58']);
/** PostgREST could not reach the database, had no schema cache yet, or timed out (503/504). */
const RETRYABLE_POSTGREST_CODES = new Set(['PGRST000', 'PGRST001', 'PGRST002', 'PGRST003']);
/** The local stack's answer for a database error it did not classify (often a constraint). */
const UNCLASSIFIED_STACK_CODE = 'SUP';

const REQUEST_TIMEOUT = 408;
const TOO_MANY_REQUESTS = 429;
const NOT_IMPLEMENTED = 501;
const HTTP_VERSION_NOT_SUPPORTED = 505;
const SERVER_ERROR_MIN = 500;
const SERVER_ERROR_MAX = 599;

/** A request that got no answer, as the error names itself. */
const NO_ANSWER = /^(TypeError|TimeoutError|AbortError|FetchError)\b/;
const NO_ANSWER_NAMES = new Set(['TypeError', 'TimeoutError']);

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A server's own error code decides when it has one: the status can mislabel (a 500 for a constraint). */
function retryableByCode(code: string): boolean | undefined {
  if (code === UNCLASSIFIED_STACK_CODE) return false;
  if (code.startsWith('PGRST')) return RETRYABLE_POSTGREST_CODES.has(code);
  if (SQLSTATE.test(code)) return RETRYABLE_SQLSTATE_CLASSES.has(code.slice(0, 2));
  return undefined;
}

function retryableByStatus(status: number): boolean {
  if (status === 0) return true;
  if (status === REQUEST_TIMEOUT || status === TOO_MANY_REQUESTS) return true;
  if (status === NOT_IMPLEMENTED || status === HTTP_VERSION_NOT_SUPPORTED) return false;
  return status >= SERVER_ERROR_MIN && status <= SERVER_ERROR_MAX;
}

/** True when asking again could succeed: no answer, a timeout, 408, 429 or a real 5xx outage. */
export function isRetryableError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { name, code, status, message } = error as ErrorShape;
  if (typeof code === 'string' && code !== '') {
    const byCode = retryableByCode(code);
    if (byCode !== undefined) return byCode;
  }
  if (typeof status === 'number') return retryableByStatus(status);
  if (typeof name === 'string' && NO_ANSWER_NAMES.has(name)) return true;
  // A PostgREST error without a status: the request got no answer (see above).
  return code === '' && typeof message === 'string' && NO_ANSWER.test(message);
}

/** The server's Retry-After in ms, when it sent a number of seconds (see api-fetch.ts). */
export function retryAfterMs(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { retryAfter } = error as ErrorShape;
  return typeof retryAfter === 'number' && retryAfter >= 0 ? retryAfter * 1000 : undefined;
}
