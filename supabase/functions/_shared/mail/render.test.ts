// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toMail } from '../outbox.ts';
import type { MessageKind, OutboxMessage } from './messages.ts';
import { renderMessage } from './render.ts';

const SITE = 'https://perfete.example';
const context = { siteUrl: SITE, functionsUrl: 'https://ref.supabase.co/functions/v1/' };
const from = { name: 'Perféte', address: 'notifications@perfete.example' };

const lead = {
  inquiry_id: '11111111-1111-4111-8111-111111111111',
  listing_id: '22222222-2222-4222-8222-222222222222',
  listing_name: 'Hacienda Luz',
  listing_url_name: 'hacienda-luz',
  couple_name: 'Maya & Tom',
  couple_email: 'maya@example.com',
  wedding_date: '2027-09-12',
  guest_count: 120,
  budget_band: '25k-50k',
  message: 'We love the courtyard.\n<script>alert(1)</script> Is 12 September free?',
  sent_at: '2026-11-26T04:00:00Z',
};

function message(
  kind: MessageKind,
  data: Record<string, unknown>,
  extra: Partial<OutboxMessage> = {},
): OutboxMessage {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    kind,
    recipient_email: 'someone@example.com',
    recipient_name: 'Ana Ruiz',
    reply_to: null,
    topic: null,
    unsubscribe_token: null,
    data,
    created_at: '2026-11-26T04:00:00Z',
    ...extra,
  };
}

/** Every href of the HTML part. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('the emails', () => {
  it('give the vendor the couple’s words, details and inbox link, in HTML and in plain text', async () => {
    const { subject, html, text } = await renderMessage(
      message('inquiry_received', lead, { topic: 'inquiries', unsubscribe_token: 'tok' }),
      { siteUrl: SITE, unsubscribeUrl: `${SITE}/unsubscribe?token=tok` },
    );
    expect(subject).toBe('New inquiry for Hacienda Luz from Maya & Tom');
    for (const part of [html, text]) {
      expect(part).toContain('Dear Ana Ruiz,');
      expect(part).toContain('12 September 2027');
      expect(part).toContain('$25,000 – $50,000');
      expect(part).toContain('maya@example.com');
      expect(part).toContain('Prefer one email a day?');
    }
    // What the couple typed is text, never markup; their line breaks survive in both parts.
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(text).toMatch(
      /We love the courtyard\.\n+<script>alert\(1\)<\/script> Is 12 September free\?/,
    );
    expect(text).toContain(`${SITE}/vendor-dashboard?inquiry=${lead.inquiry_id}`);
    expect(text).toContain(`${SITE}/unsubscribe?token=tok`);
    expect(hrefs(html)).toContain(`${SITE}/vendor-dashboard?inquiry=${lead.inquiry_id}`);
  });

  it('send the couple a copy that says what happens next and links the vendor’s page', async () => {
    const { subject, html, text } = await renderMessage(
      message(
        'inquiry_copy',
        { ...lead, couple_email: undefined },
        { recipient_name: 'Maya & Tom' },
      ),
      { siteUrl: SITE },
    );
    expect(subject).toBe('Your message to Hacienda Luz');
    for (const part of [html, text]) {
      expect(part).toContain('Dear Maya &');
      expect(part).toContain('What happens next');
      expect(part).not.toMatch(/unsubscribe/i);
    }
    expect(hrefs(html)).toContain(`${SITE}/index/hacienda-luz`);
  });

  it('link only to pages of the site, whatever the kind', async () => {
    const kinds: [MessageKind, Record<string, unknown>][] = [
      ['inquiry_received', lead],
      ['inquiry_copy', lead],
      ['application_received', { business_name: 'Atelier Noor', category: 'Photography' }],
      ['application_declined', { business_name: 'Atelier Noor', reason: 'More weddings, please.' }],
      ['application_waitlisted', { business_name: 'Atelier Noor', category: 'Photography' }],
      ['application_repeated', { business_name: 'Atelier Noor', sent_at: '2026-11-23T01:53:11Z' }],
      [
        'review_waiting',
        { what: 'application', business_name: 'Atelier Noor', category: 'Photography' },
      ],
      ['review_waiting', { what: 'listing', listing_name: 'Hacienda Luz', category: 'Venue' }],
      ['review_waiting', { what: 'listing_changes', listing_name: 'Hacienda Luz' }],
      ['listing_published', { listing_name: 'Hacienda Luz', listing_url_name: 'hacienda-luz' }],
      [
        'listing_returned',
        { listing_name: 'Hacienda Luz', listing_id: lead.listing_id, reason: 'Add alt text.' },
      ],
      [
        'listing_changes_approved',
        { listing_name: 'Hacienda Luz', listing_url_name: 'hacienda-luz' },
      ],
      [
        'listing_changes_requested',
        { listing_name: 'Hacienda Luz', listing_id: lead.listing_id, reason: 'Say where.' },
      ],
      ['member_suspended', { reason: 'Unanswered deposits.' }],
      ['member_reactivated', {}],
      ['digest', { topic: 'inquiries', items: [{ kind: 'inquiry_received', data: lead }] }],
      [
        'digest',
        {
          topic: 'admin_alerts',
          items: [
            { kind: 'review_waiting', data: { what: 'listing', listing_name: 'Hacienda Luz' } },
          ],
        },
      ],
    ];
    for (const [kind, data] of kinds) {
      const { subject, html, text } = await renderMessage(message(kind, data), { siteUrl: SITE });
      expect(subject.length, kind).toBeGreaterThan(10);
      expect(text, kind).toContain('Dear Ana Ruiz,');
      for (const href of hrefs(html))
        expect(href.startsWith(`${SITE}/`), `${kind}: ${href}`).toBe(true);
      if (typeof data.reason === 'string') {
        expect(html, kind).toContain(data.reason);
        expect(text, kind).toContain(data.reason);
      }
    }
  });

  it('greet a person without a name plainly', async () => {
    const { text } = await renderMessage(
      message('member_reactivated', {}, { recipient_name: null }),
      {
        siteUrl: SITE,
      },
    );
    expect(text).toContain('Hello,');
  });

  it('count a digest’s inquiries in its subject and list each with its link', async () => {
    const items = [lead, { ...lead, inquiry_id: 'second', couple_name: 'Lena & Jo' }].map(
      (data) => ({
        kind: 'inquiry_received',
        data,
      }),
    );
    const { subject, text } = await renderMessage(
      message('digest', { topic: 'inquiries', items }),
      {
        siteUrl: SITE,
      },
    );
    expect(subject).toBe('Your Perféte inquiries: 2 new inquiries');
    expect(text).toContain('Lena & Jo to Hacienda Luz');
    expect(text).toContain(`${SITE}/vendor-dashboard?inquiry=second`);
  });
});

describe('the emails people expect (issue #41)', () => {
  it('tell the account when its password changed, when, and what to do if it was not them', async () => {
    const { subject, html, text } = await renderMessage(
      message('password_changed', {
        changed_at: '2026-11-28T22:40:05.123Z',
        first_password: false,
      }),
      { siteUrl: SITE },
    );
    expect(subject).toBe('Your Perféte password was changed');
    for (const part of [html, text]) {
      expect(part).toContain('Dear Ana Ruiz,');
      expect(part).toContain('someone@example.com');
      expect(part).toContain('28 November 2026 at 22:40 UTC');
      expect(part).toContain('If it wasn’t you');
    }
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([`${SITE}/reset-password`, `${SITE}/contact`]),
    );
    expect(html).not.toContain('unsubscribe');
  });

  it('tell the couple the vendor answered, with the answer and a link to their review', async () => {
    const reviewId = '55555555-5555-4555-8555-555555555555';
    const { subject, html, text } = await renderMessage(
      message('review_answered', {
        review_id: reviewId,
        listing_name: 'Hacienda Luz',
        listing_url_name: 'hacienda-luz',
        title: 'A courtyard full of light',
        answer: 'Thank you both <b>so</b> much.',
      }),
      { siteUrl: SITE },
    );
    expect(subject).toBe('Hacienda Luz answered your review');
    for (const part of [html, text]) {
      expect(part).toContain('A courtyard full of light');
      expect(part).toContain(`${SITE}/index/hacienda-luz#review-${reviewId}`);
    }
    expect(text).toContain('Thank you both <b>so</b> much.');
    expect(html).toContain('Thank you both &lt;b&gt;so&lt;/b&gt; much.');
  });
});

describe('the email as sent', () => {
  it('has a fixed Message-ID, the Reply-To and, when non-essential, one-click unsubscribe headers', async () => {
    const mail = await toMail(
      message('inquiry_received', lead, {
        reply_to: 'maya@example.com',
        topic: 'inquiries',
        unsubscribe_token: '44444444-4444-4444-8444-444444444444',
      }),
      { ...context, from },
    );
    expect(mail.messageId).toBe('<33333333-3333-4333-8333-333333333333@perfete.example>');
    expect(mail.replyTo).toBe('maya@example.com');
    expect(mail.headers).toEqual({
      'List-Unsubscribe':
        '<https://ref.supabase.co/functions/v1/email-unsubscribe?token=44444444-4444-4444-8444-444444444444>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`${SITE}/unsubscribe?token=44444444-4444-4444-8444-444444444444`);
  });

  it('has no unsubscribe headers when it is essential', async () => {
    const mail = await toMail(message('application_received', { business_name: 'Atelier' }), {
      ...context,
      from,
    });
    expect(mail.headers).toEqual({});
    expect(mail.replyTo).toBeUndefined();
  });
});
