// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTurnstileHandler } from './handler.ts';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/verify-turnstile', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('verify-turnstile', () => {
  it('is off without a secret, and says so', async () => {
    const response = await createTurnstileHandler({ secretKey: undefined })(post({ token: 't' }));
    expect(await response.json()).toEqual({ enabled: false });
  });

  it("asks Cloudflare with the secret, the token and the client's address", async () => {
    const asked: FormData[] = [];
    const handler = createTurnstileHandler({
      secretKey: 'secret',
      fetch: (async (_url: string, init: RequestInit) => {
        asked.push(init.body as FormData);
        return Response.json({ success: true });
      }) as typeof fetch,
    });
    const response = await handler(post({ token: 'tok' }, { 'cf-connecting-ip': '203.0.113.9' }));
    expect(await response.json()).toEqual({ success: true });
    expect(Object.fromEntries(asked[0]!)).toEqual({
      secret: 'secret',
      response: 'tok',
      remoteip: '203.0.113.9',
    });
  });

  it('answers false for a refused or missing token', async () => {
    const handler = createTurnstileHandler({
      secretKey: 'secret',
      fetch: (async () => Response.json({ success: false })) as unknown as typeof fetch,
    });
    expect(await (await handler(post({ token: 'bad' }))).json()).toEqual({ success: false });
    expect((await handler(post({}))).status).toBe(400);
  });
});
