// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../_shared/outbox.ts';
import { createSendAuthEmailHandler, type SendEmailHookPayload } from './handler.ts';

const SECRET = `v1,whsec_${Buffer.from('a test hook secret of 32 bytes!!').toString('base64')}`;
const SITE = 'https://perfete.example';

/**
 * The handler with the gate answering `admitted` (the database's admit_mail over REST, stubbed)
 * and a mailer that keeps what it is given.
 */
function handlerWith(admitted: boolean) {
  const gate: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.endsWith('/rest/v1/rpc/admit_mail')) throw new Error(`Unexpected request ${url}`);
      gate.push(JSON.parse(String(init?.body)));
      return Response.json(admitted);
    }),
  );
  const sent: Mail[] = [];
  const handler = createSendAuthEmailHandler({
    supabaseUrl: 'https://project.supabase.test',
    serviceKey: 'service-key',
    hookSecret: SECRET,
    siteUrl: SITE,
    from: { name: 'Perféte', address: 'no-reply@perfete.example' },
    smtp: { host: 'unused', port: 465 },
    readTemplate: (file) => readFile(new URL(`../../templates/${file}`, import.meta.url), 'utf8'),
    mailer: { send: async (mail) => void sent.push(mail) },
  });
  return { handler, gate, sent };
}

function signed(payload: SendEmailHookPayload, secret = SECRET): Request {
  const body = JSON.stringify(payload);
  const id = 'msg_test';
  const now = new Date();
  return new Request('https://project.supabase.test/functions/v1/send-auth-email', {
    method: 'POST',
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret.replace(/^v1,/, '')).sign(id, now, body),
    },
    body,
  });
}

const signIn = (email: string): SendEmailHookPayload => ({
  user: { id: 'u1', email },
  email_data: {
    token: '123456',
    token_hash: 'ab'.repeat(28),
    redirect_to: `${SITE}/membership/accept?invitation=${'cd'.repeat(32)}`,
    email_action_type: 'magiclink',
    site_url: SITE,
    token_new: '',
    token_hash_new: '',
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('send-auth-email (Supabase Auth’s Send Email Hook)', () => {
  it('asks the gate, then sends the neutral sign-in email with its link', async () => {
    const { handler, gate, sent } = handlerWith(true);
    const response = await handler(signed(signIn('ines@studio.example')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(gate).toEqual([{ recipient_email: 'ines@studio.example', kind: 'auth_magiclink' }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to.address).toBe('ines@studio.example');
    expect(sent[0]!.subject).toBe('Sign in to Perféte');
    expect(sent[0]!.text).toContain(`${SITE}/auth/confirm?token_hash=${'ab'.repeat(28)}`);
  });

  it('sends nothing past the gate’s limit, and answers Auth alike', async () => {
    const { handler, gate, sent } = handlerWith(false);
    const response = await handler(signed(signIn('bomb@studio.example')));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(gate).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('answers Auth’s own password-changed notice without sending it: the database sends that email', async () => {
    const { handler, gate, sent } = handlerWith(true);
    const notice = signIn('ines@studio.example');
    notice.email_data.email_action_type = 'password_changed_notification';
    const response = await handler(signed(notice));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(gate).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses a request not signed with the hook’s secret, before the gate', async () => {
    const { handler, gate, sent } = handlerWith(true);
    const other = `v1,whsec_${Buffer.from('some other secret, 32 bytes long').toString('base64')}`;
    const forged = await handler(signed(signIn('ines@studio.example'), other));
    expect(forged.status).toBe(401);
    expect(gate).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('asks the gate for each address of a secure email change, each with its own code', async () => {
    const { handler, gate, sent } = handlerWith(true);
    const response = await handler(
      signed({
        user: { id: 'u1', email: 'old@studio.example', new_email: 'new@studio.example' },
        email_data: {
          token: '111111',
          token_hash: 'new-hash-0123456789',
          token_new: '222222',
          token_hash_new: 'old-hash-0123456789',
          redirect_to: SITE,
          email_action_type: 'email_change',
          site_url: SITE,
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(gate).toEqual([
      { recipient_email: 'old@studio.example', kind: 'auth_email_change' },
      { recipient_email: 'new@studio.example', kind: 'auth_email_change' },
    ]);
    expect(sent.map((mail) => mail.to.address)).toEqual([
      'old@studio.example',
      'new@studio.example',
    ]);
    expect(sent[0]!.html).toContain('old-hash-0123456789');
    expect(sent[1]!.html).toContain('new-hash-0123456789');
  });
});
