// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toMail } from '../outbox.ts';
import type { OutboxMessage } from './messages.ts';

const SITE = 'https://perfete.example';
const options = {
  siteUrl: SITE,
  functionsUrl: 'https://ref.supabase.co/functions/v1/',
  from: { name: 'Perféte', address: 'letters@perfete.example' },
};
const PREFERENCES = '55555555-5555-4555-8555-555555555555';

const issue = (
  data: Record<string, unknown>,
  extra: Partial<OutboxMessage> = {},
): OutboxMessage => ({
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'newsletter_issue',
  recipient_email: 'reader@example.com',
  recipient_name: null,
  reply_to: null,
  topic: 'newsletter',
  unsubscribe_token: PREFERENCES,
  data: {
    subject: 'The Edit — 4 December',
    editor_note: 'Dear readers,\n\nA week of olive groves.',
    ...data,
  },
  created_at: '2026-11-29T08:00:00Z',
  ...extra,
});

describe('an issue of The Edit (#44)', () => {
  it('prints the note and the body, with links made absolute and the one-click unsubscribe', async () => {
    const mail = await toMail(
      issue({
        blocks: [
          { type: 'heading', level: 3, text: 'A long table in Lucca' },
          {
            type: 'paragraph',
            text: 'x',
            spans: [{ text: 'Read the story', href: '/blog/lucca' }],
          },
          { type: 'image', url: 'https://cdn.example/a.jpg', alt: 'The table', caption: 'At dusk' },
          { type: 'divider' },
        ],
      }),
      options,
    );
    expect(mail.subject).toBe('The Edit — 4 December');
    expect(mail.text).toContain('A week of olive groves.');
    expect(mail.html).toContain('A long table in Lucca');
    expect(mail.html).toContain(`href="${SITE}/blog/lucca"`);
    expect(mail.html).toContain('src="https://cdn.example/a.jpg"');
    expect(mail.html).toContain(`${SITE}/newsletter/preferences?token=${PREFERENCES}`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).not.toContain('A test copy');
  });

  it('drops what an email must not carry: script links, unknown blocks, markup as text', async () => {
    const mail = await toMail(
      issue({
        blocks: [
          { type: 'paragraph', text: 'x', spans: [{ text: 'Click', href: 'javascript:alert(1)' }] },
          { type: 'script', text: 'nope' },
          { type: 'image', url: 'data:image/png;base64,AAAA', alt: 'x' },
          { type: 'paragraph', text: '<b>not bold</b>' },
        ],
      }),
      options,
    );
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('data:image');
    expect(mail.html).not.toContain('nope');
    expect(mail.html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
  });

  it('a test copy says so in its subject and body and carries no unsubscribe headers', async () => {
    const mail = await toMail(
      issue({ test: true }, { topic: null, unsubscribe_token: null }),
      options,
    );
    expect(mail.subject).toBe('[Test] The Edit — 4 December');
    expect(mail.text).toContain('A test copy');
    expect(mail.headers).toEqual({});
  });

  it('a sent copy links to the issue’s web page; a test copy, whose issue has none yet, does not', async () => {
    const sent = await toMail(issue({ slug: 'the-edit-4-december', blocks: [] }), options);
    expect(sent.html).toContain(`href="${SITE}/newsletter/the-edit-4-december"`);
    expect(sent.text).toContain('Read this issue on the web');
    const test = await toMail(
      issue({ slug: 'the-edit-4-december', blocks: [], test: true }),
      options,
    );
    expect(test.html).not.toContain('/newsletter/the-edit-4-december');
    const odd = await toMail(issue({ slug: '../admin', blocks: [] }), options);
    expect(odd.html).not.toContain('Read this issue on the web');
  });
});
