import { createClient } from '@supabase/supabase-js';

export interface UnsubscribeConfig {
  supabaseUrl: string;
  /** The publishable (anon) key: set_email_subscription needs nothing but the token. */
  anonKey: string;
  siteUrl: string;
}

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/functions/v1/email-unsubscribe?token=…`, the List-Unsubscribe address of every non-essential
 * email. A mail client's one-click button POSTs here (RFC 8058) and the address is unsubscribed
 * from that topic at once, with no sign-in; a person who opens the address in a browser (GET) is
 * sent to the site's /unsubscribe page, which asks before it acts (mail scanners open links).
 */
export function createUnsubscribeHandler(
  config: UnsubscribeConfig,
): (request: Request) => Promise<Response> {
  const db = createClient(config.supabaseUrl, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return async (request) => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!TOKEN.test(token))
      return new Response('This unsubscribe link is not complete.', { status: 400 });
    // The newsletter's own list (issue #44): its subscriber's token, its preferences page.
    const newsletter = new URL(request.url).searchParams.get('list') === 'newsletter';
    if (request.method === 'GET') {
      const page = new URL(newsletter ? '/newsletter/preferences' : '/unsubscribe', config.siteUrl);
      page.searchParams.set('token', token);
      return new Response(null, { status: 303, headers: { Location: page.href } });
    }
    if (request.method !== 'POST')
      return new Response('Use POST', { status: 405, headers: { Allow: 'GET, POST' } });
    const { data, error } = newsletter
      ? await db.rpc('newsletter_unsubscribe', { token })
      : await db.rpc('set_email_subscription', { token, subscribed: false });
    if (error) return new Response('Please try again in a moment.', { status: 503 });
    const found = (data as { found?: boolean } | null)?.found === true;
    return new Response(found ? 'Unsubscribed.' : 'This unsubscribe link is not known.', {
      status: found ? 200 : 404,
    });
  };
}
