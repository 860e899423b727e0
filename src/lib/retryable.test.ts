import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSupabase } from '@/lib/supabase';
import { server } from '@/testing/server';
import { isRetryableError, retryAfterMs } from './retryable';

const TABLE = 'retry_probe';

/** Answers GET /rest/v1/retry_probe with `answer` and counts the requests. */
function serve(answer: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get(`*/rest/v1/${TABLE}`, ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

/** What a query function throws for that answer (the real client, its fetch included). */
async function errorFor(answer: () => Response) {
  const requests = serve(answer);
  const supabase = await getSupabase();
  // The generated types know no such table: the probe is about the client, not the schema.
  const { error } = await (
    supabase as unknown as { from: (t: string) => { select: () => Promise<{ error: unknown }> } }
  )
    .from(TABLE)
    .select();
  return { error, requests };
}

const pgError = (code: string, status: number, headers?: HeadersInit) =>
  HttpResponse.json({ code, message: 'failed', details: null, hint: null }, { status, headers });

describe('which failed requests are retried', () => {
  it.each([
    ['a 503 outage', () => new HttpResponse('Service Unavailable', { status: 503 })],
    [
      'a gateway error with no code',
      () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
    ],
    ['PostgREST unable to reach the database', () => pgError('PGRST001', 503)],
    ['a statement timeout', () => pgError('57014', 500)],
    ['a serialization failure', () => pgError('40001', 500)],
    ['a 408', () => new HttpResponse(null, { status: 408 })],
    ['a 429', () => new HttpResponse('slow down', { status: 429 })],
    ['no answer at all', () => HttpResponse.error()],
  ])('retries %s', async (_name, answer) => {
    const { error, requests } = await errorFor(answer);
    expect(error).not.toBeNull();
    expect(isRetryableError(error)).toBe(true);
    // supabase-js's own retry is off: one request per attempt, React Query counts the attempts.
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a 400 bad request', () => new HttpResponse('bad', { status: 400 })],
    ['a check violation, as PostgREST answers it', () => pgError('23514', 400)],
    ['a check violation reported with 500', () => pgError('23514', 500)],
    ["the local stack's unclassified 500", () => pgError('SUP', 500)],
    ['a unique violation', () => pgError('23505', 409)],
    ['a refusal raised by a function', () => pgError('P0001', 500)],
    ['a database throttle (its own SQLSTATE)', () => pgError('PT429', 429)],
    ['an RLS refusal', () => pgError('42501', 403)],
    ['a bad JWT', () => pgError('PGRST301', 401)],
    ['an authentication failure class', () => pgError('28000', 500)],
    ['a 404', () => new HttpResponse('nope', { status: 404 })],
    ['a 501', () => new HttpResponse('no', { status: 501 })],
  ])('does not retry %s', async (_name, answer) => {
    const { error, requests } = await errorFor(answer);
    expect(error).not.toBeNull();
    expect(isRetryableError(error)).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('carries the HTTP status and a Retry-After in seconds on REST errors', async () => {
    const { error } = await errorFor(
      () => new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '7' } }),
    );
    expect(error).toMatchObject({ status: 503, retryAfter: 7, message: 'busy' });
    expect(retryAfterMs(error)).toBe(7000);
  });

  it('ignores a Retry-After that is a date', async () => {
    const { error } = await errorFor(
      () =>
        new HttpResponse('busy', {
          status: 503,
          headers: { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' },
        }),
    );
    expect(retryAfterMs(error)).toBeUndefined();
  });

  it('keeps the "no rows" answers as supabase-js reads them', async () => {
    const { error } = await errorFor(() => new HttpResponse(null, { status: 404 }));
    expect(error).toBeNull();
  });

  it('retries errors thrown directly by fetch or a timeout, and nothing else unknown', () => {
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableError(new DOMException('late', 'TimeoutError'))).toBe(true);
    expect(isRetryableError({ name: 'AuthRetryableFetchError', status: 503 })).toBe(true);
    expect(
      isRetryableError({ name: 'AuthApiError', status: 400, code: 'invalid_credentials' }),
    ).toBe(false);
    expect(isRetryableError(new Error('Listing not found'))).toBe(false);
    expect(isRetryableError(null)).toBe(false);
    expect(isRetryableError('boom')).toBe(false);
  });
});
