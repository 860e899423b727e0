import { readFileSync } from 'node:fs';
import { AxeBuilder } from './axe.ts';
import { createClient } from '@supabase/supabase-js';
import { expect, test, type Locator, type Page } from './test.ts';
import WebSocket from 'ws';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';

/**
 * The directory on the seeded site at 1280 px and 390 px: /index filtered from the footer's words
 * and from the filters, /venues by type from the VENUE menu, name and place search, paging, a vendor
 * page with its lightbox (keyboard only) and its inquiry form (sent, then read back as the owning
 * vendor; refused with a bad email), not-found, the JSON-LD, and axe.
 * Expected rows come from the stack itself (anonymous REST), so the seed can change freely.
 */
test.describe.configure({ timeout: 180_000 });

const ids = (
  JSON.parse(readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8')) as {
    businessCategories: Record<string, string>;
  }
).businessCategories;
/** Owned by the demo vendor Ana (supabase/seed/corpus/listings.ts); she reads its inquiries. */
const ANA_LISTING = 'flor-de-agave-atelier';
/** A published listing with a gallery and magazine credits. */
const CREDITED_LISTING = 'bellandi-fotografia';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** On phones the filters fold behind a 'Filters' button (listing-pages.spec.ts); open them. */
async function openFilters(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: /^Filters/ }).click();
}

/** Anonymous REST: what a visitor may see, as the test's oracle. */
async function rest<Row>(query: string, count = false): Promise<{ rows: Row[]; total: number }> {
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${query}`, {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, ...(count ? { Prefer: 'count=exact' } : {}) },
  });
  if (!response.ok) throw new Error(`${query}: ${response.status}`);
  const total = Number(response.headers.get('content-range')?.split('/')[1] ?? NaN);
  return { rows: (await response.json()) as Row[], total };
}

async function publishedNames(filter: string): Promise<string[]> {
  const { rows } = await rest<{ name: string }>(
    `listings?select=name&status=eq.published&${filter}`,
  );
  return rows.map((row) => row.name).sort();
}

function grid(page: Page, name = 'Vendors'): Locator {
  return page.getByRole('list', { name, exact: true });
}

/** The names on the cards of the grid (each card's heading), sorted. */
async function cardNames(list: Locator): Promise<string[]> {
  return (await list.getByRole('listitem').getByRole('heading').allInnerTexts())
    .map((name) => name.trim())
    .sort();
}

/**
 * Waits until the grid shows exactly these vendors: a new page keeps the previous cards on screen
 * while it loads, so one read could still see the old ones.
 */
async function expectCards(list: Locator, expected: string[] | Promise<string[]>) {
  const names = await expected;
  await expect.poll(() => cardNames(list), { timeout: 20_000 }).toEqual([...names].sort());
}

async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** Every JSON-LD block of the page, parsed (a broken one fails the test here). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function expectLocalBusiness(item: Record<string, unknown>, urlName?: string) {
  expect(item['@type']).toBe('LocalBusiness');
  expect(typeof item.name).toBe('string');
  expect(String(item.description).length).toBeGreaterThan(10);
  expect(String(item.image)).toMatch(/^https?:\/\/.+\.(webp|svg|jpe?g|png)$/);
  expect(String(item.url)).toMatch(
    urlName ? new RegExp(`/index/${urlName}$`) : /^https?:\/\/[^/]+\/index\/[a-z0-9-]+$/,
  );
  // The fields a listing has, never empty ones (a listing without a region, say, leaves it out).
  const address = item.address as Record<string, string>;
  expect(address['@type']).toBe('PostalAddress');
  expect(address.addressLocality ?? address.addressCountry).toBeTruthy();
  for (const field of ['addressLocality', 'addressRegion', 'addressCountry']) {
    if (field in address) expect(address[field]!.length).toBeGreaterThan(0);
  }
}

test.describe('/index', () => {
  test(
    'filters by the footer’s category words, without regard to case',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/index');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Rental', exact: true }).click();
      await expect(page).toHaveURL(/\/index\?category=Rental$/);
      await expectCards(grid(page), await publishedNames(`business_category_id=eq.${ids.rental}`));

      await footer.getByRole('link', { name: 'Catering', exact: true }).click();
      await expect(page).toHaveURL(/\/index\?category=Cakes(\+|%20)%26(\+|%20)Catering$/);
      await expectCards(
        grid(page),
        await publishedNames(`business_category_id=in.(${ids.cakes},${ids.catering})`),
      );

      await page.goto('/index?category=oFFICIANT');
      await expectCards(
        grid(page),
        await publishedNames(`business_category_id=eq.${ids.officiant}`),
      );

      await page.goto('/index?category=Unicorns');
      await expect(page.getByRole('heading', { name: 'No such category' })).toBeVisible();
      await expect(grid(page)).toHaveCount(0);
    },
  );

  test('filters by category, place and name from the filters, and the back button undoes it', async ({
    page,
  }) => {
    await page.goto('/index');
    await expect(grid(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    await openFilters(page);

    await page.getByLabel('Category').selectOption({ label: 'Lighting' });
    await expect(page).toHaveURL(new RegExp(`/index\\?category=${ids.lighting}$`));
    await expectCards(grid(page), await publishedNames(`business_category_id=eq.${ids.lighting}`));

    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await page.getByLabel('Name').fill('Bellandi');
    await page.getByLabel('Name').press('Enter');
    await expect(page).toHaveURL(/\/index\?q=Bellandi$/);
    // Word-prefix search over published listings: the draft 'Bellandi Film' never shows.
    await expectCards(grid(page), ['Bellandi Fotografia', 'Tenuta Bellandi']);

    await page.getByLabel('Name').fill('');
    await page.getByLabel('Location').fill('paris');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/index\?location=paris$/);
    await expectCards(grid(page), await publishedNames('city=eq.Paris'));

    await page.getByLabel('Location').fill('Nowhere-on-Sea');
    await page.getByLabel('Location').press('Enter');
    await expect(page.getByRole('heading', { name: 'No vendors match' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Search everywhere/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/index\?location=paris$/);
    await expect(page.getByLabel('Location')).toHaveValue('paris');
    await expectCards(grid(page), await publishedNames('city=eq.Paris'));
  });

  test(
    'pages through every published listing with the total, and back',
    { tag: '@one-width' },
    async ({ page }) => {
      const { total } = await rest('listings?select=id&status=eq.published&limit=1', true);
      const pageCount = Math.ceil(total / 24);
      expect(pageCount).toBeGreaterThan(1);

      await page.goto('/index');
      await expect(page.getByText(`${total} vendors · page 1 of ${pageCount}`)).toBeVisible({
        timeout: 20_000,
      });
      const first = await cardNames(grid(page));
      expect(first).toHaveLength(24);

      const pages = page.getByRole('navigation', { name: 'Pagination' });
      await pages.getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(/\/index\?page=2$/);
      await expect(page.getByText(`${total} vendors · page 2 of ${pageCount}`)).toBeVisible();
      const second = await cardNames(grid(page));
      expect(second.filter((name) => first.includes(name))).toEqual([]);

      await pages.getByRole('link', { name: `Page ${pageCount}` }).click();
      await expect(page).toHaveURL(new RegExp(`/index\\?page=${pageCount}$`));
      await expect(
        page.getByText(`${total} vendors · page ${pageCount} of ${pageCount}`),
      ).toBeVisible();
      expect(await cardNames(grid(page))).toHaveLength(total - 24 * (pageCount - 1));

      await page.goBack();
      await page.goBack();
      await expect(page.getByText(`${total} vendors · page 1 of ${pageCount}`)).toBeVisible();
    },
  );

  test(
    'carries the exact title, share metadata and a parsable ItemList of LocalBusiness',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/index');
      await expect(grid(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveTitle('Wedding Vendor Directory | Find Top Wedding Professionals');
      // The page's own tags, once each (index.html carries none of them).
      for (const selector of [
        'meta[name="description"]',
        'meta[property="og:image"]',
        'meta[name="twitter:image"]',
      ]) {
        await expect(page.locator(selector)).toHaveCount(1);
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^https?:\/\/.+/,
      );
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
        'content',
        /^https?:\/\/.+/,
      );

      const list = (await jsonLd(page)).find((data) => data['@type'] === 'ItemList');
      expect(list?.['@context']).toBe('https://schema.org');
      const items = list!.itemListElement as { position: number; item: Record<string, unknown> }[];
      expect(items).toHaveLength(24);
      expect(items.map((entry) => entry.position)).toEqual(
        Array.from({ length: 24 }, (_, i) => i + 1),
      );
      for (const entry of items) expectLocalBusiness(entry.item);
      expect(items.map((entry) => entry.item.name).sort()).toEqual(await cardNames(grid(page)));
    },
  );

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/index');
    await expect(grid(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('/venues', () => {
  test('filters by venue type from the VENUE menu, and by guests held', async ({ page }) => {
    await page.goto('/');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('button', { name: 'Venues' }).click();
      await menu.getByRole('link', { name: 'HOTEL' }).click();
    } else {
      await page.getByRole('button', { name: 'VENUE' }).hover();
      await page
        .getByRole('navigation', { name: 'Venues' })
        .getByRole('link', { name: 'HOTEL' })
        .click();
    }
    await expect(page).toHaveURL(/\/venues\?type=Hotel$/);
    const hotels = await publishedNames(`business_category_id=eq.${ids.venue}&venue_type=eq.Hotel`);
    expect(hotels.length).toBeGreaterThan(0);
    await expectCards(grid(page, 'Venues'), hotels);
    const types = page.getByRole('navigation', { name: 'Venue type' });
    await expect(types.getByRole('link', { name: 'Hotel', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await types.getByRole('link', { name: 'Vineyard', exact: true }).click();
    await expect(page).toHaveURL(/\/venues\?type=Vineyard$/);
    await openFilters(page);
    await page.getByLabel('Guests').selectOption('200');
    await expect(page).toHaveURL(/\/venues\?type=Vineyard&capacity=200$/);
    await expectCards(
      grid(page, 'Venues'),
      await publishedNames(
        `business_category_id=eq.${ids.venue}&venue_type=eq.Vineyard&guest_capacity=gte.200`,
      ),
    );
    for (const facts of await grid(page, 'Venues')
      .getByText(/Vineyard · Up to \d+ guests/)
      .allInnerTexts()) {
      expect(Number(/Up to (\d+)/.exec(facts)![1])).toBeGreaterThanOrEqual(200);
    }
  });

  test('links venue cards to /index/{url_name}, and passes axe', async ({ page }) => {
    await page.goto('/venues');
    const venues = grid(page, 'Venues');
    await expect(venues.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    const { rows } = await rest<{ name: string; url_name: string }>(
      `listings?select=name,url_name&status=eq.published&business_category_id=eq.${ids.venue}&order=is_featured.desc,name.asc&limit=1`,
    );
    await expect(venues.getByRole('link', { name: rows[0]!.name })).toHaveAttribute(
      'href',
      `/index/${rows[0]!.url_name}`,
    );
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('a vendor page', () => {
  test(
    'opens from the directory with its own metadata and LocalBusiness JSON-LD',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/index?q=Bellandi%20Fotografia');
      await grid(page).getByRole('link', { name: 'Bellandi Fotografia' }).click();
      await expect(page).toHaveURL(new RegExp(`/index/${CREDITED_LISTING}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bellandi Fotografia' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Bellandi Fotografia — Photography in Florence \| Perféte$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/index/${CREDITED_LISTING}$`),
      );
      // The cover's share sibling (src/lib/share-image.ts), a 1200 x 630 JPEG.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /cover-share\.jpg$/,
      );

      const business = (await jsonLd(page)).find((data) => data['@type'] === 'LocalBusiness');
      expect(business?.['@context']).toBe('https://schema.org');
      expectLocalBusiness(business!, CREDITED_LISTING);
      expect(business!.name).toBe('Bellandi Fotografia');

      const website = page.getByRole('link', { name: /^Website:/ });
      await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('link', { name: /^Instagram:/ })).toHaveAttribute(
        'href',
        /^https:\/\/www\.instagram\.com\//,
      );
      const featuredIn = page.getByRole('region', { name: 'Featured in Perféte' });
      await expect(featuredIn.getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/blog\/[a-z0-9-]+$/,
      );
    },
  );

  test('its lightbox works by keyboard alone', async ({ page }) => {
    await page.goto(`/index/${CREDITED_LISTING}`);
    const thumbnails = page.getByRole('list', { name: 'Photos' }).getByRole('button');
    await expect(thumbnails.first()).toBeVisible({ timeout: 20_000 });
    const count = await thumbnails.count();
    expect(count).toBeGreaterThan(1);

    await thumbnails.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Bellandi Fotografia: photographs' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Photo 1 of ${count}`);
    const firstAlt = await dialog.getByRole('img').getAttribute('alt');
    expect(firstAlt?.length).toBeGreaterThan(5);

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(`Photo 2 of ${count}`);
    await expect(dialog.getByRole('img')).not.toHaveAttribute('alt', firstAlt!);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText(`Photo ${count} of ${count}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnails.nth(count - 1)).toBeFocused();
  });

  test('sends an inquiry that the owning vendor then reads', async ({ page }) => {
    const message = `We are planning a spring wedding for 120 guests (e2e ${test.info().project.name} ${Date.now()}).`;
    await page.goto(`/index/${ANA_LISTING}`);
    const form = page.getByRole('form', { name: /^Inquire with/ });
    await form.getByLabel('Your name').fill('Giulia Rossi');
    await form.getByLabel('Email address').fill('giulia.rossi@example.com');
    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    await form.getByLabel('Wedding date').fill(nextYear.toISOString().slice(0, 10));
    await form.getByLabel('Number of guests').fill('120');
    await form.getByLabel(/Budget/).selectOption('25k-50k');
    await form.getByLabel('Your message').fill(message);
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('heading', { name: /your inquiry is on its way/ })).toBeVisible();

    const vendor = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { error: signInError } = await vendor.auth.signInWithPassword({
      email: DEMO_ACCOUNTS.vendorAna.email,
      password: DEMO_ACCOUNTS.vendorAna.password,
    });
    expect(signInError).toBeNull();
    const { data, error } = await vendor
      .from('inquiries')
      .select('name,email,guest_count,budget_band,status,listing:listings(url_name)')
      .eq('message', message);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: 'Giulia Rossi',
        email: 'giulia.rossi@example.com',
        guest_count: 120,
        budget_band: '25k-50k',
        status: 'new',
        listing: { url_name: ANA_LISTING },
      },
    ]);
    // This client's session only: a global sign-out would end the browser's, in a test beside it.
    await vendor.auth.signOut({ scope: 'local' });
  });

  test('has one wedding date: the date check and the inquiry fill each other', async ({ page }) => {
    await page.goto(`/index/${ANA_LISTING}`);
    const form = page.getByRole('form', { name: /^Inquire with/ });
    const check = page.getByLabel('Your wedding date');
    const inquiryDate = form.getByLabel('Wedding date');
    const year = new Date().getFullYear() + 2;
    // Given to the date check, the inquiry has it (#41)…
    await check.fill(`${year}-06-13`);
    await expect(inquiryDate).toHaveValue(`${year}-06-13`);
    // …and typed in the inquiry, the date check follows, and a reload keeps it for the visit.
    await inquiryDate.fill(`${year}-07-04`);
    await expect(check).toHaveValue(`${year}-07-04`);
    await page.reload();
    await expect(page.getByLabel('Your wedding date')).toHaveValue(`${year}-07-04`);
    await expect(
      page.getByRole('form', { name: /^Inquire with/ }).getByLabel('Wedding date'),
    ).toHaveValue(`${year}-07-04`);
  });

  test('refuses a bad email with a message, sends nothing and keeps what was typed', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/inquiries'))
        posts.push(request.url());
    });
    await page.goto(`/index/${ANA_LISTING}`);
    const form = page.getByRole('form', { name: /^Inquire with/ });
    await form.getByLabel('Your name').fill('Giulia Rossi');
    await form.getByLabel('Email address').fill('giulia@nowhere');
    await form
      .getByLabel('Your message')
      .fill('A long enough message about our wedding plans in Oaxaca.');
    await form.getByRole('button', { name: 'Send inquiry' }).click();

    const email = form.getByLabel('Email address');
    await expect(
      form.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('giulia@nowhere');
    await expect(form.getByLabel('Your name')).toHaveValue('Giulia Rossi');
    await expect(form.getByLabel('Your message')).toHaveValue(
      'A long enough message about our wedding plans in Oaxaca.',
    );
    expect(posts).toEqual([]);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto(`/index/${CREDITED_LISTING}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    expect(await severeViolations(page)).toEqual([]);
  });

  test(
    'a bogus urlName shows not-found with a way back to the directory',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/index/no-such-vendor-anywhere');
      await expect(page.getByRole('heading', { level: 1, name: 'Vendor not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('link', { name: 'Back to the directory' }).click();
      await expect(page).toHaveURL(/\/index$/);
      await expect(grid(page).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
    },
  );
});
