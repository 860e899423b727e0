import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Database errors answered with PostgREST's status and SQLSTATE, where @supabase/lite gives up.
 *
 * Lite maps a few SQLSTATEs itself (23502, 23503, 23505, 42xxx, 22xxx…) and answers every other
 * database error with 500 and code "SUP", its message the driver's `String(error)`. A check
 * violation (23514), a `raise exception` (P0001) or an exclusion violation (23P01) therefore looked
 * like an outage, where hosted PostgREST answers 400 or 409 with the real code, and a client that
 * retries 5xx retried a request that can never succeed.
 *
 * Lite hands every database error to `connection.normalizeDbError` before it builds its answer.
 * `recordDatabaseErrors` wraps that method to keep the raw error in the current request's context;
 * `asPostgrestError` then rewrites a 500/"SUP" answer whose request met a database error with a
 * SQLSTATE into PostgREST's shape: `{ code, message, details, hint }` with PostgREST's status.
 */

interface DatabaseError {
  code: string;
  message: string;
  detail?: string | null;
  hint?: string | null;
}

interface RequestErrors {
  last?: DatabaseError;
}

const requestErrors = new AsyncLocalStorage<RequestErrors>();
const SQLSTATE = /^[0-9A-Z]{5}$/;

function asDatabaseError(error: unknown): DatabaseError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail, hint } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !SQLSTATE.test(code) || typeof message !== 'string')
    return undefined;
  return {
    code,
    message,
    detail: typeof detail === 'string' ? detail : null,
    hint: typeof hint === 'string' ? hint : null,
  };
}

/** Makes the connection remember, per request, the last database error lite met. */
export function recordDatabaseErrors(connection: { normalizeDbError(error: unknown): unknown }) {
  const normalize = connection.normalizeDbError.bind(connection);
  connection.normalizeDbError = (error: unknown) => {
    const store = requestErrors.getStore();
    const databaseError = asDatabaseError(error);
    if (store && databaseError) store.last = databaseError;
    return normalize(error);
  };
}

/** Runs one request with a fresh error record; hands the record to `asPostgrestError`. */
export function withErrorRecord<T>(run: (record: RequestErrors) => Promise<T>): Promise<T> {
  const record: RequestErrors = {};
  return requestErrors.run(record, () => run(record));
}

/**
 * PostgREST's HTTP status for a SQLSTATE (https://docs.postgrest.org/en/latest/references/errors.html).
 * 42501 is left to lite, which already answers it 401/403 by role.
 */
export function postgrestStatus(code: string): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Lite's 500/"SUP" answer to a database error → PostgREST's answer; anything else unchanged. */
export async function asPostgrestError(
  response: Response,
  record: RequestErrors,
): Promise<Response> {
  const error = record.last;
  if (response.status !== 500 || !error) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  // Headers first: @hono/node-server's light Response rebuilds itself from its constructor's
  // arguments when its body is read, dropping headers set on it later (lite's CORS ones).
  const headers = new Headers(response.headers);
  // A 500 body is a few hundred bytes: read it whole, and answer with it again when it stays.
  const text = await response.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (code !== 'SUP') return new Response(text, { status: response.status, headers });
  headers.delete('content-length');
  return new Response(
    JSON.stringify({
      code: error.code,
      details: error.detail ?? null,
      hint: error.hint ?? null,
      message: error.message,
    }),
    { status: postgrestStatus(error.code), headers },
  );
}
