import { FIRST_SCREEN_DRAWN_ID } from '../src/first-screen/config-block.ts';
import { PRELOAD_BATCH } from '../src/lib/module-preload.ts';
import { expectNoSevereViolations } from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * Every public page type paints its first screen from index.html (src/first-screen, issue #30):
 * the pages that need no data as the build rendered them from the app's route table, the section
 * pages and vendor pages from their first answer. With the app's scripts blocked the screen is
 * there; with the app, its first render draws the same heading again — one h1, one main.
 */
const VENUE = '/index/tenuta-bellandi';
const VENDOR = '/index/maison-aubrac-planning';
const SECTION = '/blog/real-weddings';

/** Only index.html runs: every script file of the app is refused. */
async function blockAppScripts(page: Page) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

const firstScreen = (page: Page) => page.locator('#main-content[data-first-screen]');

/** Path → the h1 its first screen holds. */
const PAGES: [path: string, heading: string][] = [
  ['/about', 'About'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
  ['/submissions', 'Submit Your Wedding'],
  ['/membership', 'An invitation-only directory of the artists behind the day'],
  [SECTION, 'Real Weddings'],
  ['/no-such-page-anywhere', 'Page not found'],
];

test.describe('with the app’s scripts blocked', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} paints its first screen from the HTML`, async ({ page }) => {
      await blockAppScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const h1 = firstScreen(page).locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading);
    });
  }

  test('a section paints its lead story with its image', async ({ page }) => {
    await blockAppScripts(page);
    await page.goto(SECTION, { waitUntil: 'commit' });
    const lead = firstScreen(page).locator('img[fetchpriority="high"]').first();
    await expect(lead).toHaveJSProperty('complete', true);
    expect(await lead.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(firstScreen(page).locator('article h2').first()).not.toBeEmpty();
  });

  test('a vendor page on a phone paints its hero: the portrait crop, or the film’s poster', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await blockAppScripts(page);
    await page.goto(VENDOR, { waitUntil: 'commit' });
    const hero = firstScreen(page).locator('picture img[fetchpriority="high"]');
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /-card\.webp$/,
    );
    // A venue with a film: the film, its poster showing (nothing plays before the app).
    await page.goto(VENUE, { waitUntil: 'commit' });
    await expect(firstScreen(page).locator('video')).toHaveAttribute('poster', /\.webp$/);
  });

  test('a painted page has no serious accessibility problem', async ({ page }) => {
    await blockAppScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    await expect(firstScreen(page).locator('h1')).toHaveText('Contact');
    await expectNoSevereViolations(page);
  });
});

test.describe('with the app', () => {
  for (const [path] of [...PAGES, [VENUE, ''], [VENDOR, '']] as const) {
    test(`${path}: the app's first render replaces the first screen with the same heading`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: 'commit' });
      const painted = await firstScreen(page)
        .locator('h1')
        .textContent({ timeout: 10_000 })
        .catch(() => null);
      await expect(page.locator('[data-first-screen]')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      if (painted !== null) await expect(page.locator('h1')).toHaveText(painted);
    });
  }

  test('a vendor page names the chunks it needs a batch at a time, not a link per insertion', async ({
    page,
  }) => {
    // Each insertion of links into the page is one mutation record; the parser's own links
    // (index.html's) come one per record, the build's preload helper's in fragments.
    await page.addInitScript(() => {
      const batches: number[] = [];
      Object.assign(window, { preloadBatches: batches });
      new MutationObserver((records) => {
        for (const record of records) {
          const links = [...record.addedNodes].filter(
            (node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload',
          ).length;
          if (links > 0) batches.push(links);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(VENDOR);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    const batches = await page.evaluate(
      () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
    );
    expect(batches.filter((links) => links > 1).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...batches)).toBeLessThanOrEqual(PRELOAD_BATCH);
  });

  test('the first frame is the whole first screen, never the frame alone', async ({
    page,
    request,
  }) => {
    // Every page holds rendering until the parser is past the first-screen runtime.
    for (const path of ['/about', VENDOR, SECTION, '/no-such-page-anywhere']) {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain(
        `<link rel="expect" href="#${FIRST_SCREEN_DRAWN_ID}" blocking="render"`,
      );
      // …which it names by the empty element right after the runtime's inline script.
      const marker = html.indexOf(`</script><template id="${FIRST_SCREEN_DRAWN_ID}"></template>`);
      expect(marker, path).toBeGreaterThan(0);
      const runtime = html.slice(html.lastIndexOf('<script>', marker), marker);
      expect(runtime, path).toContain('main-content');
      expect(runtime, path).not.toContain('</script>');
    }
    // What the first frame holds: the page's screen, drawn by the runtime (a late stylesheet
    // is where the frame could come before the runtime has run).
    await page.route(/\/assets\/.*\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const main = document.getElementById('main-content');
        Object.assign(window, { firstFrame: main?.querySelector('h1')?.textContent ?? null });
      });
    });
    await page.goto('/about');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame))
      .toBe('About');
  });
});
