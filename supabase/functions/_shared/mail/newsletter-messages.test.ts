// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_HOURS } from '../../../../src/config/newsletter.ts';
import { toMail } from '../outbox.ts';
import type { OutboxMessage } from './messages.ts';
import { letterNames } from './newsletter-messages.ts';

const SITE = 'https://perfete.example';
const options = {
  siteUrl: SITE,
  functionsUrl: 'https://ref.supabase.co/functions/v1/',
  from: { name: 'Perféte', address: 'letters@perfete.example' },
};
const TOKEN = 'ab'.repeat(32);
const PREFERENCES = '55555555-5555-4555-8555-555555555555';

const message = (extra: Partial<OutboxMessage>): OutboxMessage => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'newsletter_confirm',
  recipient_email: 'reader@example.com',
  recipient_name: null,
  reply_to: null,
  topic: null,
  unsubscribe_token: null,
  data: {},
  created_at: '2026-11-29T08:00:00Z',
  ...extra,
});

describe('the newsletter’s emails (#44)', () => {
  it('confirmation: one link with the token, its lifetime, and no unsubscribe headers', async () => {
    const mail = await toMail(
      message({ data: { token: TOKEN, letters: ['the_edit', 'week_by_week'] } }),
      options,
    );
    expect(mail.subject).toBe('Confirm your Perféte newsletter');
    expect(mail.html).toContain(`${SITE}/newsletter/confirm?token=${TOKEN}`);
    expect(mail.text).toContain(`${NEWSLETTER_CONFIRM_HOURS} hours`);
    expect(mail.text).toContain('The Edit and Your wedding, week by week');
    expect(mail.headers).toEqual({});
  });

  it('welcome: a visible link to the preferences and RFC 8058 one-click headers', async () => {
    const mail = await toMail(
      message({
        kind: 'newsletter_welcome',
        topic: 'newsletter',
        unsubscribe_token: PREFERENCES,
        data: { letters: ['the_edit', 'week_by_week'], wedding_date: '2027-09-18' },
      }),
      options,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://ref.supabase.co/functions/v1/email-unsubscribe?token=${PREFERENCES}&list=newsletter>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`${SITE}/newsletter/preferences?token=${PREFERENCES}`);
    expect(mail.text).toMatch(/Unsubscribe/);
    expect(mail.text).toContain('18 September 2027');
    expect(mail.text).toContain('No tracking pixel');
  });

  it('names only the letters it knows (no word a caller typed)', () => {
    expect(letterNames(['week_by_week', '<b>free money</b>', 'the_edit'])).toEqual([
      'The Edit',
      'Your wedding, week by week',
    ]);
    expect(letterNames('the_edit')).toEqual([]);
  });
});
