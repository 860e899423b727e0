// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WEEK_BY_WEEK_STAGES } from '../../../../src/config/week-by-week.ts';
import { toMail } from '../outbox.ts';
import type { OutboxMessage } from './messages.ts';

const SITE = 'https://perfete.example';
const options = {
  siteUrl: SITE,
  functionsUrl: 'https://ref.supabase.co/functions/v1/',
  from: { name: 'Perféte', address: 'letters@perfete.example' },
};
const TOKEN = '55555555-5555-4555-8555-555555555555';
const VENDORS = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Quinta <da> Luz',
    url_name: 'quinta-da-luz',
    city: 'Lisbon',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Casa Azul',
    url_name: 'casa-azul',
    city: 'Porto',
  },
];

const letter = (data: Record<string, unknown>): OutboxMessage => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'newsletter_week_by_week',
  recipient_email: 'couple@example.com',
  recipient_name: null,
  reply_to: null,
  topic: 'newsletter',
  unsubscribe_token: TOKEN,
  data: { wedding_date: '2027-09-18', stories: [], vendors: [], ...data },
  created_at: '2026-11-29T08:00:00Z',
});

describe('the week-by-week letter (#44)', () => {
  it('each stage has its words; stories, vendors with their page and save link, the unsubscribe', async () => {
    for (const stage of WEEK_BY_WEEK_STAGES) {
      const mail = await toMail(
        letter({
          stage: stage.stage,
          stories: [
            { title: 'Budget, honestly', slug: 'budget-honestly', excerpt: 'Where it goes.' },
          ],
          vendors: stage.vendors ? VENDORS : [],
        }),
        options,
      );
      expect(mail.subject).toBe(stage.subject);
      expect(mail.text).toContain(stage.intro);
      expect(mail.text).toContain('18 September 2027');
      expect(mail.html).toContain(`${SITE}/blog/budget-honestly`);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`${SITE}/newsletter/preferences?token=${TOKEN}`);
      if (!stage.vendors) {
        expect(mail.html).not.toContain('/index/');
        continue;
      }
      expect(mail.html).toContain(`${SITE}/index/quinta-da-luz`);
      expect(mail.html).toContain('Quinta &lt;da&gt; Luz'); // a vendor's name is text, escaped
      expect(mail.html).toContain(
        `${SITE}/saved#v=1&amp;items=l:${VENDORS[0]!.id}&amp;date=2027-09-18`,
      );
      expect(mail.text).toContain('Save and compare all 2');
      expect(mail.text).toContain(`Two ${stage.vendors.many} free on your date`);
    }
  });

  it('says so when every vendor of the stage is booked on the date', async () => {
    const mail = await toMail(letter({ stage: '9_months' }), options);
    expect(mail.text).toContain('booked on your date');
    expect(mail.html).toContain(`${SITE}/index?date=2027-09-18`);
  });
});
