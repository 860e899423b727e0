export interface TurnstileConfig {
  /** The widget's secret; unset (locally, in tests) the check is off and says so. */
  secretKey: string | undefined;
  /** Cloudflare's verification endpoint (a test passes its own fetch). */
  fetch?: typeof fetch;
}

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};
const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { ...CORS, 'Cache-Control': 'no-store' } });

/**
 * `POST /functions/v1/verify-turnstile {"token": "…"}` (issue #29): asks Cloudflare whether a
 * public form's Turnstile token is good, server-side with the secret and the client's address
 * (cf-connecting-ip, set by Cloudflare in front of the hosted project). Answers
 * `{ "success": boolean }`, or `{ "enabled": false }` when no secret is configured (locally).
 * A token is good once: Cloudflare refuses a second verification of it.
 */
export function createTurnstileHandler(
  config: TurnstileConfig,
): (request: Request) => Promise<Response> {
  const send = config.fetch ?? fetch;
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (request.method !== 'POST') return json({ error: 'Use POST' }, 405);
    if (!config.secretKey) return json({ enabled: false });
    let token: string;
    try {
      const body = (await request.json()) as { token?: unknown };
      token = typeof body.token === 'string' ? body.token : '';
    } catch {
      return json({ success: false, error: 'The request is not JSON' }, 400);
    }
    if (token === '' || token.length > 2048) return json({ success: false }, 400);
    const form = new FormData();
    form.set('secret', config.secretKey);
    form.set('response', token);
    const client = request.headers.get('cf-connecting-ip');
    if (client) form.set('remoteip', client);
    try {
      const answer = await send(SITEVERIFY, { method: 'POST', body: form });
      const outcome = (await answer.json()) as { success?: boolean };
      return json({ success: outcome.success === true });
    } catch {
      // Cloudflare unreachable: the form is held for review rather than refused.
      return json({ success: false, error: 'unavailable' }, 503);
    }
  };
}
