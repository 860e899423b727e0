import { API_READ_TIMEOUT_MS, API_WRITE_TIMEOUT_MS } from '@/config/site';

/**
 * The fetch the Supabase client uses (src/lib/supabase.ts), for the REST and Auth APIs:
 *
 * - A time limit per request (docs/decisions.md, "Retry only what can heal"): a request with no
 *   complete answer in API_READ_TIMEOUT_MS (reads) or API_WRITE_TIMEOUT_MS (writes) is aborted
 *   with a TimeoutError, so a hung service fails like an unreachable one (and reads are retried)
 *   instead of spinning for ever. A plain setTimeout, not AbortSignal.timeout: tests drive it with
 *   fake clocks. Storage is left alone: an upload may take as long as it takes.
 * - The HTTP status on REST errors: supabase-js hands the query functions the error body alone,
 *   and the retry policy (src/lib/retryable.ts) needs to tell a 503 from a 400 when the body has
 *   no code (a gateway's page, a proxy's refusal). The error body gets `status`, and
 *   `retryAfter` (seconds) when the server sent a Retry-After in seconds.
 */

const TIMED_PATHS = ['/rest/v1/', '/auth/v1/'];
const REST_PATH = '/rest/v1/';
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Statuses whose Response may carry no body. */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);
const NOT_FOUND = 404;
const RETRY_AFTER_SECONDS = /^\d+$/;

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function requestMethod(input: RequestInfo | URL, init: RequestInit | undefined): string {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return method.toUpperCase();
}

/** The error body as PostgREST shapes it, with the status (and Retry-After) added. */
function withStatus(body: string, response: Response): string {
  let error: unknown;
  try {
    error = JSON.parse(body);
  } catch {
    error = { message: body, code: '', details: '', hint: '' };
  }
  if (error === null || typeof error !== 'object' || Array.isArray(error)) return body;
  const retryAfter = response.headers.get('Retry-After')?.trim();
  return JSON.stringify({
    ...error,
    status: response.status,
    ...(retryAfter && RETRY_AFTER_SECONDS.test(retryAfter)
      ? { retryAfter: Number(retryAfter) }
      : {}),
  });
}

/** Reads the whole answer within the time limit and hands on an equivalent Response. */
async function settled(response: Response, isRest: boolean): Promise<Response> {
  if (BODILESS_STATUSES.has(response.status)) return response;
  let body = await response.text();
  // An empty 404 and PostgREST's array-shaped 404 mean "no rows" to supabase-js: keep them.
  if (isRest && !response.ok && !(response.status === NOT_FOUND && body === '')) {
    body = withStatus(body, response);
  }
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

export function createApiFetch(
  baseFetch: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    const url = requestUrl(input);
    if (!TIMED_PATHS.some((path) => url.includes(path))) return baseFetch(input, init);

    const timeoutMs = READ_METHODS.has(requestMethod(input, init))
      ? API_READ_TIMEOUT_MS
      : API_WRITE_TIMEOUT_MS;
    const timeout = new AbortController();
    const timer = setTimeout(() => {
      timeout.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    try {
      const response = await baseFetch(input, { ...init, signal });
      return await settled(response, url.includes(REST_PATH));
    } finally {
      clearTimeout(timer);
    }
  };
}
