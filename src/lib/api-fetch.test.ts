import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_READ_TIMEOUT_MS, API_WRITE_TIMEOUT_MS } from '@/config/site';
import { createApiFetch } from './api-fetch';

const REST = 'http://stack.test/rest/v1/blog_posts';

/** A fetch that never answers, and rejects with the signal's reason when aborted. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const base = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init!.signal!;
    signals.push(signal);
    return new Promise<Response>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error));
    });
  });
  return { base: base as unknown as typeof fetch, signals };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the API fetch time limit', () => {
  it('aborts a read with no answer after the read limit, with a TimeoutError', async () => {
    vi.useFakeTimers();
    const { base } = hangingFetch();
    const request = createApiFetch(base)(REST, { method: 'GET' });
    const outcome = expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(API_READ_TIMEOUT_MS - 1);
    let settled = false;
    void request.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('gives writes and Auth calls the longer write limit', async () => {
    vi.useFakeTimers();
    const { base } = hangingFetch();
    const request = createApiFetch(base)('http://stack.test/auth/v1/token?grant_type=password', {
      method: 'POST',
    });
    let settled = false;
    request.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(API_READ_TIMEOUT_MS);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(API_WRITE_TIMEOUT_MS - API_READ_TIMEOUT_MS);
    expect(settled).toBe(true);
  });

  it("still honours the caller's own abort", async () => {
    const { base, signals } = hangingFetch();
    const caller = new AbortController();
    const request = createApiFetch(base)(REST, { signal: caller.signal });
    caller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals[0]!.aborted).toBe(true);
  });

  it('leaves Storage requests alone (an upload may take its time)', async () => {
    const base = vi.fn(async () => new Response('ok')) as unknown as typeof fetch;
    const init = { method: 'POST' };
    await createApiFetch(base)('http://stack.test/storage/v1/object/media/a.jpg', init);
    expect(base).toHaveBeenCalledWith('http://stack.test/storage/v1/object/media/a.jpg', init);
  });
});
