import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  fetchWithEarlyResponses,
  requestKey,
  takeEarlyResponse,
} from './early-response';

const URL_AS_APP_ASKS =
  'http://127.0.0.1:54321/rest/v1/blog_posts?select=id%2Ctitle&status=eq.published&limit=3';
const URL_AS_PAGE_ASKED =
  'http://127.0.0.1:54321/rest/v1/blog_posts?limit=3&select=id,title&status=eq.published';

function early(response: Promise<Response>, prefer: string | null = null) {
  window.__perfeteEarly = [{ url: URL_AS_PAGE_ASKED, prefer, response }];
}

afterEach(() => {
  delete window.__perfeteEarly;
  vi.unstubAllGlobals();
});

describe('requestKey', () => {
  it('is the same request whatever the spelling, order or apikey parameter', () => {
    expect(requestKey(URL_AS_APP_ASKS)).toBe(requestKey(`${URL_AS_PAGE_ASKED}&apikey=secret`));
  });

  it('tells other filters and other tables apart', () => {
    expect(requestKey(URL_AS_APP_ASKS)).not.toBe(requestKey(URL_AS_APP_ASKS.replace('3', '4')));
    expect(requestKey(URL_AS_APP_ASKS)).not.toBe(
      requestKey(URL_AS_APP_ASKS.replace('blog_posts', 'listings')),
    );
  });
});

describe('takeEarlyResponse', () => {
  it('hands the early answer to the same request, once', async () => {
    const answer = new Response('[]', { status: 200 });
    early(Promise.resolve(answer));
    await expect(takeEarlyResponse(URL_AS_APP_ASKS, { method: 'GET' }, 10)).resolves.toBe(answer);
    expect(takeEarlyResponse(URL_AS_APP_ASKS, { method: 'GET' }, 10)).toBeUndefined();
  });

  it('keeps it from another method, Prefer header or Accept', () => {
    early(Promise.resolve(new Response('[]')), 'count=exact');
    expect(takeEarlyResponse(URL_AS_APP_ASKS, { method: 'POST' }, 10)).toBeUndefined();
    expect(takeEarlyResponse(URL_AS_APP_ASKS, { method: 'GET' }, 10)).toBeUndefined();
    expect(
      takeEarlyResponse(
        URL_AS_APP_ASKS,
        { headers: { Prefer: 'count=exact', Accept: 'application/vnd.pgrst.object+json' } },
        10,
      ),
    ).toBeUndefined();
    expect(
      takeEarlyResponse(URL_AS_APP_ASKS, { headers: { Prefer: 'count=exact' } }, 10),
    ).toBeDefined();
  });

  it('asks afresh when the early answer is too old', () => {
    early(Promise.resolve(new Response('[]')));
    expect(
      takeEarlyResponse(URL_AS_APP_ASKS, undefined, EARLY_RESPONSE_MAX_AGE_MS + 1),
    ).toBeUndefined();
  });

  it('hands on an outage or a refusal as the first attempt’s answer, for the retry policy', async () => {
    const outage = new Response('{}', { status: 503 });
    early(Promise.resolve(outage));
    await expect(takeEarlyResponse(URL_AS_APP_ASKS, undefined, 10)).resolves.toBe(outage);
  });

  it('asks again its own way when the key as a parameter was turned down', async () => {
    const own = new Response('[]', { status: 200 });
    const network = vi.fn().mockResolvedValue(own);
    vi.stubGlobal('fetch', network);
    early(Promise.resolve(new Response('{}', { status: 401 })));
    await expect(takeEarlyResponse(URL_AS_APP_ASKS, undefined, 10)).resolves.toBe(own);
    expect(network).toHaveBeenCalledWith(URL_AS_APP_ASKS, undefined);
  });

  it('stops waiting when the app’s request is aborted (its time limit)', async () => {
    early(new Promise<Response>(() => {}));
    const timeout = new AbortController();
    const waiting = takeEarlyResponse(URL_AS_APP_ASKS, { signal: timeout.signal }, 10);
    timeout.abort(new DOMException('No answer', 'TimeoutError'));
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('fetchWithEarlyResponses', () => {
  it('goes to the network when nothing was asked early', async () => {
    const own = new Response('[]');
    const network = vi.fn().mockResolvedValue(own);
    vi.stubGlobal('fetch', network);
    await expect(fetchWithEarlyResponses(URL_AS_APP_ASKS)).resolves.toBe(own);
    expect(network).toHaveBeenCalledOnce();
  });
});
