import { AxeBuilder } from './axe.ts';
import { expect, test, type Page, type Request } from './test.ts';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';

/**
 * The site frame at 1280 px and 390 px: every route of site-spec §2, the header's mega menus (hover
 * and keyboard), the mobile menu, scroll-to-top, accessibility, and what the first paint loads.
 */

// Walking many pages, with a fresh stack and a build on two cores beside other suites: be patient.
test.describe.configure({ timeout: 180_000 });

const NOT_FOUND = 'Page not found';
/** After the load event, long enough for anything a page fetches eagerly to have started. */
const SETTLE_MS = 1500;
const MEGA_MENU_HEIGHT_PX = 519;

/** Every public route of site-spec §2, in groups that run side by side. */
const PUBLIC_ROUTES: Record<string, string[]> = {
  'home, sign-in and the directory': [
    '/',
    '/login',
    '/reset-password',
    '/index',
    '/venues',
    '/membership',
  ],
  'the magazine': [
    '/blog',
    '/blog/destinations',
    '/blog/destination',
    '/blog/trends',
    '/blog/planning',
    '/blog/real-weddings',
    '/blog/inspiration',
    '/blog/jewelry',
    '/blog/beauty',
    '/nybfw',
  ],
  'the content and information pages': [
    '/planning',
    '/weddings',
    '/style',
    '/fashion',
    '/gifts',
    '/diversity',
    '/privacy-policy',
    '/terms-of-use',
    '/about',
    '/submissions',
    '/careers',
    '/contact',
  ],
};
const GUARDED_PATHS = [
  '/vendor-dashboard',
  '/account-settings',
  '/manage-listing',
  '/manage-listing/any-id',
  '/admin',
  '/admin/applications',
  '/admin/listings',
  '/admin/members',
  '/admin/inbox',
  '/admin/posts',
  '/admin/home',
  '/admin/videos',
  '/admin/categories',
  '/admin/audit',
  '/admin/blog',
  '/admin/blog/any-id',
];
const MENUS = [
  { trigger: 'VENUE', panel: 'Venues', cards: 'Destinations to fall for', sample: 'HOTEL' },
  { trigger: 'BLOG', panel: 'The Blog', cards: 'The latest stories', sample: 'TRENDS' },
  { trigger: 'INDEX', panel: 'The Index', cards: 'Featured artists', sample: 'PHOTOGRAPHY' },
];
/** Route chunks of the signed-in and admin areas (and the guards): never part of a visit to /. */
const PRIVATE_CHUNK =
  /\/assets\/(admin-|account-|manage-listing|vendor-dashboard|require-(admin|auth)|guard-skeleton)[^/]*\.js$/;

function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** The mega menus' own queries (site-spec §7 Blog, Venue and Vendor menu rows), by their select. */
const MENU_POST_QUERY =
  /\/rest\/v1\/blog_posts\?select=id,title,slug,featured_image,video_url,category_ref:blog_categories!blog_posts_category_fkey\(name\)/;
const MENU_LISTING_QUERY = /\/rest\/v1\/listings\?.*business_category_id=neq\./;

function isMenuRequest(request: Request): boolean {
  const url = decodeURIComponent(request.url());
  return MENU_POST_QUERY.test(url) || MENU_LISTING_QUERY.test(url);
}

/** One published value from the local stack, so the detail routes are walked with real ids. */
async function firstPublished(table: 'blog_posts' | 'listings', column: string): Promise<string> {
  const response = await fetch(
    `${E2E_SUPABASE_URL}/rest/v1/${table}?select=${column}&status=eq.published&limit=1`,
    { headers: { apikey: LOCAL_PUBLISHABLE_KEY } },
  );
  const [row] = (await response.json()) as Record<string, string>[];
  if (!row?.[column]) throw new Error(`no published ${table} row`);
  return row[column];
}

async function expectPage(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(heading).not.toHaveText(NOT_FOUND);
  // A title of its own (the directory pages use theirs without the site name, as site-spec §2
  // gives /index's), never the not-found page's.
  await expect(page).toHaveTitle(/\S/);
  await expect(page).not.toHaveTitle(new RegExp(NOT_FOUND));
}

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

test.describe('the route table', () => {
  for (const [group, paths] of Object.entries(PUBLIC_ROUTES)) {
    test(
      `${group}: each route renders its page or placeholder`,
      { tag: '@one-width' },
      async ({ page }) => {
        for (const path of paths) {
          await test.step(path, async () => {
            await page.goto(path);
            await expectPage(page);
          });
        }
      },
    );
  }

  test('a post and a vendor page render', { tag: '@one-width' }, async ({ page }) => {
    const slug = await firstPublished('blog_posts', 'slug');
    const urlName = await firstPublished('listings', 'url_name');
    for (const path of [`/blog/${slug}`, `/index/${urlName}`]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectPage(page);
      });
    }
  });

  test(
    'vendor, account and admin routes send a visitor who is not signed in to /login',
    { tag: '@one-width' },
    async ({ page }) => {
      for (const path of GUARDED_PATHS) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page).toHaveURL(/\/login$/);
          await expectPage(page);
        });
      }
    },
  );

  test(
    'an unknown path shows the designed not-found page, with a way home',
    { tag: '@one-width' },
    async ({ page }) => {
      for (const path of ['/no/such/page', '/blog/a/b', '/admin/unknown']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      }
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('the membership promo closes every page but /membership', async ({ page }) => {
    await page.goto('/about');
    const promo = page.getByRole('region', { name: 'VENDOR MEMBERSHIP' });
    await expect(promo).toBeVisible();
    await promo.getByRole('link', { name: 'I Want In' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(promo).toHaveCount(0);
  });

  test('while a page loads, the promo and footer stay below the first screen', async ({ page }) => {
    // Hold the directory page's code, then its listings, and look at the frame each time: without
    // room kept for the page, the promo would show on the first screen and then be pushed away
    // (a layout shift of 0.2–0.3).
    const holds = [/\/assets\/directory-[^/]*\.js$/, /\/rest\/v1\/listings\?/];
    const releases: (() => void)[] = [];
    for (const pattern of holds) {
      const held = new Promise<void>((resolve) => releases.push(resolve));
      await page.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
    }
    const screenHeight = page.viewportSize()!.height;
    const promo = page.getByRole('region', { name: 'VENDOR MEMBERSHIP' });
    const expectBelowFirstScreen = async () => {
      await expect(promo).toBeAttached();
      expect((await promo.boundingBox())!.y).toBeGreaterThanOrEqual(screenHeight);
      expect((await page.getByRole('contentinfo').boundingBox())!.y).toBeGreaterThanOrEqual(
        screenHeight,
      );
    };

    await page.goto('/index');
    await expect(page.getByRole('status').first()).toBeVisible(); // the page's spinner
    await expectBelowFirstScreen();
    releases[0]!();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectBelowFirstScreen();
    releases[1]!();
  });

  test('a footer link from a scrolled page lands at the top of the next page', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();

    await expect(page).toHaveURL(/\/careers$/);
    await expectPage(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the first paint', () => {
  test('of / loads no menu data and no signed-in or admin code', async ({ page }) => {
    const menuRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (isMenuRequest(request)) menuRequests.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto('/');
    await expectPage(page);
    await page.waitForTimeout(SETTLE_MS);

    expect(menuRequests).toEqual([]);
    expect(scripts.filter((url) => PRIVATE_CHUNK.test(url))).toEqual([]);
    expect(scripts.some((url) => /mega-menu-panel|mobile-menu-panel/.test(url))).toBe(false);

    // The detector is live: intent on a menu does send its query.
    if (isMobile(page)) return;
    await page.getByRole('button', { name: 'BLOG' }).hover();
    await expect.poll(() => menuRequests.length).toBeGreaterThan(0);
  });

  test('of a page without data of its own asks nothing of blog_posts or listings', async ({
    page,
  }) => {
    const tableRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/rest\/v1\/(blog_posts|listings)/.test(request.url()))
        tableRequests.push(request.url());
    });

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await page.waitForTimeout(SETTLE_MS);

    expect(tableRequests).toEqual([]);
  });
});

test.describe('the first screen (index.html, before any script runs)', () => {
  /** The page as index.html alone draws it: every script refused. */
  const withoutScripts = async (page: Page, url: string) => {
    await page.route(/\.(js|tsx?)(\?|$)/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
  };

  test('has the header everywhere and the head of /index and /venues', async ({ page }) => {
    await withoutScripts(page, '/index');
    await expect(page.getByRole('link', { name: 'Perféte — home' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wedding Vendor Directory' }),
    ).toBeVisible();

    await withoutScripts(page, '/venues');
    await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();

    // Heads that a query parameter changes are the app's: a category, a search of the magazine
    // (without one, /blog's first screen comes from its data, once its answer is in: #30).
    await withoutScripts(page, '/index?category=Photographer');
    await expect(page.getByRole('link', { name: 'Perféte — home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await withoutScripts(page, '/blog?q=veil');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('is what the app draws: the same head, and one header and heading once it runs', async ({
    page,
    context,
  }) => {
    const firstScreenHead = async (url: string) => {
      const bare = await context.newPage();
      await withoutScripts(bare, url);
      const html = await bare.locator('main header').evaluate((element) => element.outerHTML);
      await bare.close();
      return html;
    };
    for (const url of ['/index', '/venues']) {
      const expected = await firstScreenHead(url);
      await page.goto(url);
      await expect(page.locator('main header')).toHaveCount(1);
      expect(await page.locator('main header').evaluate((element) => element.outerHTML)).toBe(
        expected,
      );
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });
});

test.describe('the header', () => {
  test('is fixed, 72 px high, with a logo that goes home', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(72);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);

    await page.getByRole('link', { name: 'Perféte — home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('has no serious or critical accessibility violation on / and the not-found page', async ({
    page,
  }) => {
    await page.goto('/');
    await expectPage(page);
    expect(await severeViolations(page)).toEqual([]);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('the mega menus (desktop)', () => {
  test('open on hover as a full-width panel with the side list and three cards', async ({
    page,
  }) => {
    await page.goto('/about');
    if (isMobile(page)) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      return;
    }
    for (const menu of MENUS) {
      await test.step(menu.trigger, async () => {
        const trigger = page.getByRole('button', { name: menu.trigger });
        await trigger.hover();
        const panel = page.getByRole('navigation', { name: menu.panel });
        await expect(panel).toBeVisible();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(panel.getByRole('link', { name: menu.sample })).toBeVisible();

        const cards = page.getByRole('region', { name: menu.cards }).getByRole('listitem');
        await expect(cards).toHaveCount(3);
        const box = await page.locator('[data-slot="mega-menu-viewport"]').boundingBox();
        expect(box?.width).toBe(1280);
        expect(Math.abs((box?.height ?? 0) - MEGA_MENU_HEIGHT_PX)).toBeLessThanOrEqual(2);

        await page.mouse.move(640, 780);
        await expect(panel).toBeHidden();
      });
    }
    expect(await severeViolations(page)).toEqual([]);
  });

  test('open from the keyboard: Tab to the trigger, Enter or ArrowDown, Escape closes', async ({
    page,
  }) => {
    await page.goto('/about');
    if (isMobile(page)) {
      await expect(page.getByRole('button', { name: 'BLOG' })).toBeHidden();
      return;
    }
    for (const menu of MENUS) {
      await test.step(menu.trigger, async () => {
        const trigger = page.getByRole('button', { name: menu.trigger });
        await page.getByRole('link', { name: 'Perféte — home' }).focus();
        const isFocused = () => trigger.evaluate((element) => element === document.activeElement);
        for (let presses = 0; presses < MENUS.length + 2 && !(await isFocused()); presses += 1) {
          await page.keyboard.press('Tab');
        }
        await expect(trigger).toBeFocused();
        expect(await trigger.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

        await page.keyboard.press(menu.trigger === 'INDEX' ? 'ArrowDown' : 'Enter');
        const panel = page.getByRole('navigation', { name: menu.panel });
        await expect(panel).toBeVisible();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');

        // Into the panel with ArrowDown, then out with Escape, focus back on the trigger.
        await page.keyboard.press('ArrowDown');
        await expect(panel.getByRole('link').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(trigger).toBeFocused();
      });
    }
  });

  test('a click on an item goes to its page; a chosen link closes the panel', async ({ page }) => {
    await page.goto('/about');
    if (isMobile(page)) {
      await expect(page.getByRole('link', { name: 'HOME', exact: true })).toBeHidden();
      return;
    }
    await page.getByRole('button', { name: 'BLOG' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expectPage(page);

    await page.getByRole('button', { name: 'INDEX' }).hover();
    const panel = page.getByRole('navigation', { name: 'The Index' });
    await panel.getByRole('link', { name: 'PHOTOGRAPHY' }).click();
    await expect(page).toHaveURL(/\/index\?category=20000000-0000-4000-8000-000000000003$/);
    await expect(panel).toBeHidden();

    await page.getByRole('link', { name: 'HOME', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the mobile menu', () => {
  test('groups expand on their own; choosing an item navigates, scrolls up and closes', async ({
    page,
  }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    if (!isMobile(page)) {
      await expect(toggle).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      return;
    }
    await page.evaluate(() => window.scrollTo(0, 400));
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();

    const group = (name: string) => menu.getByRole('button', { name });
    await group('Venues').click();
    await group('Blog').click();
    await expect(group('Venues')).toHaveAttribute('aria-expanded', 'true');
    await expect(group('Blog')).toHaveAttribute('aria-expanded', 'true');
    await expect(group('Vendors')).toHaveAttribute('aria-expanded', 'false');
    await group('Venues').click();
    await expect(group('Venues')).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'HOTEL' })).toBeHidden();
    await expect(group('Blog')).toHaveAttribute('aria-expanded', 'true');

    expect(await severeViolations(page)).toEqual([]);

    await menu.getByRole('link', { name: 'JEWELRY' }).click();
    await expect(page).toHaveURL(/\/blog\/jewelry$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Escape closes it and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    if (!isMobile(page)) {
      await expect(toggle).toBeHidden();
      return;
    }
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
