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
});
