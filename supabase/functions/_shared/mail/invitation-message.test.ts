// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from './messages.ts';
import { renderMessage } from './render.ts';

const SITE = 'https://perfete.example';
const TOKEN = 'ab'.repeat(32);

const invitation = (data: Record<string, unknown>): OutboxMessage => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'membership_invitation',
  recipient_email: 'ines@lumen.example',
  recipient_name: 'Inès Laurent',
  reply_to: null,
  topic: null,
  unsubscribe_token: null,
  data,
  created_at: '2026-11-26T04:00:00Z',
});

describe('the invitation email', () => {
  it('greets by the application’s names and opens the acceptance page with the token', async () => {
    const { subject, html, text } = await renderMessage(
      invitation({
        business_name: 'Maison Lumen',
        token: TOKEN,
        expires_at: '2026-12-10T04:00:00Z',
      }),
      { siteUrl: SITE },
    );
    expect(subject).toBe('Your invitation to Perféte');
    const accept = `${SITE}/membership/accept?invitation=${TOKEN}`;
    for (const part of [html, text]) {
      expect(part).toContain('Dear Inès Laurent,');
      expect(part).toContain('the work of Maison Lumen, and we would like it');
      expect(part).toContain('stays open for 14 days, until 10 December 2026');
    }
    expect(html).toContain(`href="${accept}"`);
    expect(text).toContain(accept);
  });

  it('says “your studio” when the application named none', async () => {
    const { text } = await renderMessage(invitation({ token: TOKEN }), { siteUrl: SITE });
    expect(text).toContain('the work of your studio');
    expect(text).toContain('stays open for 14 days.');
  });
});
