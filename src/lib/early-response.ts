/**
 * The first REST request of a data-led page, started by index.html's first-screen script before
 * the app has loaded (src/first-screen/runtime.ts). The app's Supabase client hands the
 * answer to the query that asks for the same thing, once, instead of asking again: the page
 * makes no more requests than before, and its first data is there as soon as the app runs.
 */
export interface EarlyRequest {
  /** The request as the app's query builds it (without the `apikey` parameter it was sent with). */
  url: string;
  /** The Prefer header it was sent with (`count=exact` for a paged list), or null. */
  prefer: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __perfeteEarly?: EarlyRequest[];
    /**
     * Settles when index.html's first screen is complete: the lead story painted from the early
     * answer with its image loaded, or nothing to paint. The app's first render waits for it
     * (boot.tsx), so that it never replaces an image the visitor is still watching arrive.
     */
    __perfeteFirstScreen?: Promise<void>;
  }
}

/** index.html's first screen, complete (or nothing is under way). */
export const firstScreenComplete = (): Promise<void> =>
  (typeof window === 'undefined' ? undefined : window.__perfeteFirstScreen) ?? Promise.resolve();

/** An answer older than this is not adopted (a page opened long ago asks afresh). */
export const EARLY_RESPONSE_MAX_AGE_MS = 15_000;

/**
 * The same request whatever the spelling: origin, path and the query parameters decoded and
 * sorted, without `apikey` (the first-screen script sends the key as a parameter, which keeps its
 * GET a simple request with no preflight; the app sends it as a header).
 */
export function requestKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const params = [...parsed.searchParams]
    .filter(([name]) => name !== 'apikey')
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return `${parsed.origin}${parsed.pathname}?${params.join('&')}`;
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The early answer to this request, taken (it can be read once), or undefined when there is none:
 * not a GET, another URL or Prefer header, an Accept other than JSON (`.single()` asks for an
 * object), or too late. The early request is the query's first attempt: its answer, an outage
 * or a refusal, is the query's to handle (and retry by its policy), except an answer that turned
 * down the key it was sent with as a parameter (401, 403), which the app asks again its own way.
 * An abort of the app's request (its time limit) ends the wait.
 */
export function takeEarlyResponse(
  input: RequestInfo | URL,
  init?: RequestInit,
  now = typeof performance === 'undefined' ? 0 : performance.now(),
): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__perfeteEarly;
  if (!early?.length) return undefined;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const headers = new Headers(init?.headers);
  const accept = headers.get('accept');
  if (accept && !accept.includes('application/json')) return undefined;
  const key = requestKey(urlOf(input));
  const index = early.findIndex(
    (entry) => requestKey(entry.url) === key && entry.prefer === headers.get('prefer'),
  );
  if (index < 0) return undefined;
  const [entry] = early.splice(index, 1);
  if (!entry || now > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  const answer = entry.response.then((response) =>
    response.status === 401 || response.status === 403 ? fetch(input, init) : response,
  );
  const signal = init?.signal;
  if (!signal) return answer;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** fetch for the Supabase client: an early answer when there is one, the network otherwise. */
export const fetchWithEarlyResponses: typeof fetch = (input, init) =>
  takeEarlyResponse(input, init) ?? fetch(input, init);
