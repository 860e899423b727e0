import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { expect, test, type Page } from './test.ts';

/**
 * No waterfall after a tap (issue #45): a page's chunk is loaded while a link to it is on screen,
 * and its data is asked for at intent (a finger down on the link, a mouse resting on it), so
 * following the link asks for neither again. Counted, not timed: which requests were sent
 * between the page settling, the intent and the tap.
 */
const JOURNEYS = [
  {
    from: '/blog',
    link: 'main article a[href^="/blog/"]',
    table: 'blog_posts',
    // The story page's own chunk and the article it draws (src/routes/post.tsx): both, for the
    // second can be asked for a moment after the first.
    chunks: [/\/assets\/post-[\w-]{8}\.js$/, /\/assets\/post-article-[\w-]{8}\.js$/],
  },
  {
    from: '/index',
    link: 'main a[href^="/index/"]',
    table: 'listings',
    chunks: [/\/assets\/vendor-[\w-]{8}\.js$/],
  },
];

/** The scripts and REST reads the page sends from now on, in order. */
function sent(page: Page): { kind: 'script' | 'rest'; url: string }[] {
  const log: { kind: 'script' | 'rest'; url: string }[] = [];
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (request.method() === 'OPTIONS') return;
    if (url.startsWith(`${E2E_SUPABASE_URL}/rest/v1/`)) log.push({ kind: 'rest', url });
    else if (request.resourceType() === 'script') log.push({ kind: 'script', url });
  });
  return log;
}

for (const { from, link, table, chunks } of JOURNEYS) {
  test(`from ${from}, the next page's chunk is in before the intent and its data asked at it`, async ({
    page,
    isMobile,
  }) => {
    const log = sent(page);
    const isAChunk = ({ kind, url }: { kind: string; url: string }) =>
      kind === 'script' && chunks.some((chunk) => chunk.test(url));
    await page.goto(from);
    await page.waitForLoadState('networkidle');
    const target = page.locator(link).first();
    // On screen (the first story of /blog is below the fold at 1280 × 800).
    await target.scrollIntoViewIfNeeded();
    const href = (await target.getAttribute('href')) ?? '';
    const name = href.split('/').pop() ?? '';
    expect(name).not.toBe('');
    // Every one of the page's chunks, not just the first to be asked for: waiting for the network
    // to be idle again is no wait at all (Playwright's networkidle fires once per page).
    await expect
      .poll(
        () =>
          chunks.filter((chunk) =>
            log.some(({ kind, url }) => kind === 'script' && chunk.test(url)),
          ).length,
        { message: "the page's chunks, loaded while its link is on screen" },
      )
      .toBe(chunks.length);
    await page.waitForLoadState('networkidle');

    const atIntent = log.length;
    const isTheData = ({ kind, url }: { kind: string; url: string }) =>
      kind === 'rest' && url.includes(`/rest/v1/${table}?`) && url.includes(`eq.${name}`);
    // A finger going down on the link (a phone), or a mouse resting on it.
    if (isMobile) await target.dispatchEvent('pointerdown');
    else await target.hover();
    await expect.poll(() => log.slice(atIntent).filter(isTheData).length).toBe(1);
    expect(
      log.slice(atIntent).filter(isAChunk),
      'no chunk between the intent and its data',
    ).toEqual([]);

    const atTap = log.length;
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const afterTap = log.slice(atTap);
    expect(afterTap.filter(isTheData), 'the data, not asked again').toEqual([]);
    expect(afterTap.filter(isAChunk), 'the chunk, not asked again').toEqual([]);
  });
}
