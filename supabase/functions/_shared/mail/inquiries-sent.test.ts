// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderMessage } from './render.ts';

const SITE = 'https://perfete.example';

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('inquiries_sent, the couple’s one confirmation of a message to several vendors', () => {
  it('lists every vendor written to, with a link to each page, and the words and details sent', async () => {
    const { subject, html, text } = await renderMessage(
      {
        id: '33333333-3333-4333-8333-333333333333',
        kind: 'inquiries_sent',
        recipient_email: 'maya@example.com',
        recipient_name: 'Maya & Tom',
        reply_to: null,
        topic: null,
        unsubscribe_token: null,
        created_at: '2026-11-26T04:00:00Z',
        data: {
          couple_name: 'Maya & Tom',
          wedding_date: '2027-09-12',
          guest_count: 120,
          budget_band: '25k-50k',
          message: 'We love the courtyard. <b>Is 12 September free?</b>',
          sent_at: '2026-11-26T04:00:00Z',
          listings: [
            { listing_name: 'Hacienda Luz', listing_url_name: 'hacienda-luz', category: 'Venue' },
            {
              listing_name: 'Bellandi Fotografia',
              listing_url_name: 'bellandi-fotografia',
              category: 'Photography',
            },
          ],
        },
      },
      { siteUrl: SITE },
    );

    expect(subject).toBe('Your message to 2 vendors');
    for (const part of [html, text]) {
      expect(part).toContain('Dear Maya &');
      expect(part).toContain('26 November 2026');
      expect(part).toContain('Hacienda Luz (Venue)');
      expect(part).toContain('Bellandi Fotografia (Photography)');
      expect(part).toContain('12 September 2027');
      expect(part).toContain('$25,000 – $50,000');
      expect(part).toContain('none of them sees whom else you wrote to');
      expect(part).not.toMatch(/unsubscribe/i);
    }
    expect(html).not.toContain('<b>Is 12');
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([`${SITE}/index/hacienda-luz`, `${SITE}/index/bellandi-fotografia`]),
    );
  });
});
