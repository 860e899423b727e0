// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveFeed, isFeedPath } from './feeds';
import { resolvePage, type Rest } from './pages';

/** The Edit on the web (#44): each sent issue's head, and the feed of them. */
const ORIGIN = 'https://perfete.test';

const ISSUE = {
  id: '0b8e6d6c-55c6-4d3f-9a53-6f1f0f1c2d3e',
  slug: 'the-edit-27-november-2026',
  subject: 'The Edit — 27 November 2026',
  editor_note: 'Long tables, olive groves and a veil worth the wait.\n\nSee you next Friday.',
  content_blocks: [{ type: 'paragraph', text: 'Inside this week.' }],
  sent_at: '2026-11-27T08:00:00+00:00',
};

/** The database: newsletter_issues answers with ISSUE where the request's filters let it. */
function restWith(issues: (typeof ISSUE)[]) {
  const asked: string[] = [];
  const rest: Rest = {
    get: async (path) => {
      asked.push(path);
      if (!path.startsWith('/rest/v1/newsletter_issues?')) return [];
      const slug = new URL(path, ORIGIN).searchParams.get('slug');
      return issues.filter((issue) => slug === null || slug === `eq.${issue.slug}`);
    },
    getCounted: async () => ({ rows: [], range: null }),
    rpc: async () => false,
  };
  return { rest, asked };
}

describe('an issue’s page', () => {
  it('has the subject for its title, the note’s first words, the site card, and its breadcrumb', async () => {
    const { rest, asked } = restWith([ISSUE]);
    const page = await resolvePage(new URL(`${ORIGIN}/newsletter/${ISSUE.slug}`), rest);
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('The Edit — 27 November 2026 | Perféte');
    expect(page.head.shareTitle).toBe(ISSUE.subject);
    expect(page.head.description).toBe(
      'Long tables, olive groves and a veil worth the wait. See you next Friday.',
    );
    expect(page.head.canonicalPath).toBe(`/newsletter/${ISSUE.slug}`);
    expect(page.head.image?.url).toBe('/images/share/site-card.jpg');
    expect(page.head.noindex).toBe(false);
    expect(page.cache).toBe('public');
    // Only a sent issue is asked for: a draft's slug answers nothing.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('sent_at=not.is.null');
    const crumbs = page.head.jsonLd.find(
      (data) => (data as { '@type'?: string })['@type'] === 'BreadcrumbList',
    );
    expect(JSON.stringify(crumbs)).toContain(`${ORIGIN}/newsletter`);
  });

  it('an unknown or malformed slug is not found, and a malformed one asks nothing', async () => {
    const { rest, asked } = restWith([]);
    expect((await resolvePage(new URL(`${ORIGIN}/newsletter/no-such-issue`), rest)).status).toBe(
      404,
    );
    expect((await resolvePage(new URL(`${ORIGIN}/newsletter/Bad%20Slug`), rest)).status).toBe(404);
    expect(asked).toHaveLength(1);
  });

  it('the newsletter’s own pages keep their heads', async () => {
    const { rest, asked } = restWith([ISSUE]);
    const confirm = await resolvePage(new URL(`${ORIGIN}/newsletter/confirm`), rest);
    expect(confirm.status).toBe(200);
    expect(confirm.head.title).toContain('Confirm your subscription');
    const archive = await resolvePage(new URL(`${ORIGIN}/newsletter`), rest);
    expect(archive.head.title).toContain('The Newsletter');
    expect(asked).toEqual([]);
  });
});

describe('the feed of issues', () => {
  it('lists each sent issue, newest first, linking to its page', async () => {
    expect(isFeedPath('/newsletter/rss.xml')).toBe(true);
    const { rest, asked } = restWith([ISSUE]);
    const feed = await resolveFeed(new URL(`${ORIGIN}/newsletter/rss.xml`), rest, {
      now: new Date('2026-11-28T00:00:00Z'),
    });
    expect(feed?.status).toBe(200);
    expect(feed?.contentType).toContain('application/rss+xml');
    expect(asked[0]).toMatch(/order=sent_at\.desc/);
    expect(asked[0]).toContain('sent_at=not.is.null');
    const body = feed!.body;
    expect(body).toContain('<title>The Edit — Perféte</title>');
    expect(body).toContain(`<link>${ORIGIN}/newsletter/${ISSUE.slug}</link>`);
    expect(body).toContain('<title>The Edit — 27 November 2026</title>');
    expect(body).toContain('<pubDate>Fri, 27 Nov 2026 08:00:00 GMT</pubDate>');
    expect(body).toContain(`<atom:link href="${ORIGIN}/newsletter/rss.xml"`);
  });

  it('with no issue sent yet, is an empty channel', async () => {
    const feed = await resolveFeed(new URL(`${ORIGIN}/newsletter/rss.xml`), restWith([]).rest, {
      now: new Date('2026-11-28T00:00:00Z'),
    });
    expect(feed?.status).toBe(200);
    expect(feed!.body).not.toContain('<item>');
  });
});
