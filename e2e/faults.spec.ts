import { createClient } from '@supabase/supabase-js';
import referenceIds from '../supabase/reference-ids.json' with { type: 'json' };
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { AUTH_MESSAGES } from '../src/features/auth/lib/auth-errors.ts';
import {
  API_READ_TIMEOUT_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
} from '../src/config/site.ts';
import { expect, test, type Page, type Route } from './test.ts';

/**
 * Faults, in the browser, at 1280 px: the REST calls of the home sections fail (500, 503, 400, no
 * answer), the auth service and storage go down, a vendor's save fails. Each time the page
 * stands, says what the spec says, and retries only what can heal (src/lib/retryable.ts).
 */
test.describe.configure({ mode: 'parallel' });

const service = createClient(E2E_SUPABASE_URL, LOCAL_SECRET_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});

const section = (page: Page, id: string) => page.locator(`section[data-section="${id}"]`);

/** The home sections made to fail, by their REST request. */
const FAILING = {
  latest: (url: URL) => url.pathname === '/rest/v1/featured_posts',
  realWeddings: (url: URL) =>
    url.pathname === '/rest/v1/blog_posts' &&
    url.searchParams.get('category') === `eq.${referenceIds.blogCategories.realWeddings}`,
  testimonials: (url: URL) =>
    url.pathname === '/rest/v1/standalone_videos' &&
    url.searchParams.get('location') === 'eq.testimonial',
  meetTheArtist: (url: URL) =>
    url.pathname === '/rest/v1/listings' && (url.searchParams.get('or') ?? '').includes('headshot'),
};
type Failing = keyof typeof FAILING;

type Fault = 500 | 503 | 400 | 'timeout';

/**
 * The home page as it would come without the site function's embedded answers (#30): the page
 * then asks for every section's data itself, and those requests are what these faults break. The
 * page's runtime finds no `#perfete-data` (src/first-screen/runtime.ts). The document itself is
 * left as the server sent it: one fulfilled by the test would count as coming from outside this
 * machine, and Chromium's local network access rule would then refuse the page every request to
 * the stack on 127.0.0.1 that the test does not answer.
 */
async function withoutEmbeddedData(page: Page) {
  await page.addInitScript(() => {
    const find = Document.prototype.getElementById;
    Document.prototype.getElementById = function (this: Document, id: string) {
      return id === 'perfete-data' ? null : find.call(this, id);
    };
  });
}

/** Answers every request of the failing sections with `fault`, and notes when each came. */
async function failSections(page: Page, fault: Fault) {
  await withoutEmbeddedData(page);
  const seen: Record<Failing, number[]> = {
    latest: [],
    realWeddings: [],
    testimonials: [],
    meetTheArtist: [],
  };
  for (const [name, matches] of Object.entries(FAILING) as [Failing, (url: URL) => boolean][]) {
    await page.route(matches, async (route: Route) => {
      seen[name].push(Date.now());
      if (fault === 'timeout') return; // Never answered: the client's time limit ends it.
      if (fault === 503) {
        await route.fulfill({
          status: 503,
          contentType: 'text/plain',
          body: 'Service Unavailable',
        });
        return;
      }
      const message = fault === 400 ? 'Bad Request' : 'Internal Server Error';
      await route.fulfill({ status: fault, json: { message } });
    });
  }
  return seen;
}

/** A REST request as the page made it: when it left and when its answer (or failure) came. */
type PageFetch = { url: string; sent: number; settled?: number };

/**
 * Notes, in the page, every request it makes, timed by the page's own (installed) clock. Retry
 * waits are the page's timers, so they are measured in its time: Playwright's running clock
 * catches up with real time only every 100 ms, and a timer set between two catch-ups fires up to
 * 100 ms early by the test's wall clock, while in the page's time it waits exactly its delay.
 */
async function notePageFetches(page: Page) {
  await page.addInitScript(() => {
    const noted: PageFetch[] = [];
    Object.assign(window, { __pageFetches: noted });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const entry: PageFetch = {
        url: input instanceof Request ? input.url : String(input),
        sent: Date.now(),
      };
      noted.push(entry);
      const settle = () => {
        entry.settled = Date.now();
      };
      const answer = send(input, init);
      answer.then(settle, settle);
      return answer;
    };
  });
  return async (matches: (url: URL) => boolean) =>
    (
      await page.evaluate(() => (window as unknown as { __pageFetches: PageFetch[] }).__pageFetches)
    ).filter((entry) => matches(new URL(entry.url)));
}

/** Brings every section near the viewport (the lower ones load when they near it). */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/** What stands whatever failed: the frame, the search, the sections that loaded. */
async function expectPageStands(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('welcome-banner-track')).toBeAttached();
  for (const id of ['bridal-fashion-week', 'jewelry', 'celebrity'])
    await expect(section(page, id)).toBeVisible();
}

/** What the failed sections show once the query layer has given up (spec §8). */
async function expectFailedSections(page: Page) {
  for (const id of ['latest', 'real-weddings', 'meet-the-artist'])
    await expect(section(page, id)).toHaveCount(0);
  await expect(section(page, 'testimonials').getByText('Error loading videos')).toBeVisible();
}

// The fault cases run at 1280 px: tagged @desktop, the mobile project leaves them out.
test.describe('faults at 1280 px', { tag: '@desktop' }, () => {
  for (const fault of [500, 503] as const) {
    test(`a ${fault} from the home sections' queries: retried 3 times with backoff, then hidden or said`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.clock.install();
      const pageFetches = await notePageFetches(page);
      const seen = await failSections(page, fault);
      await page.goto('/');
      await scrollThrough(page);

      const attempts = QUERY_RETRY_COUNT + 1;
      for (const name of Object.keys(FAILING) as Failing[])
        await expect
          .poll(() => seen[name].length, { timeout: 20_000, message: name })
          .toBe(attempts);
      // The spec's backoff, min(1000 * 2^n, 30000) ms, from a failed answer to the next attempt,
      // in the page's time (the clock it set its timers by; see notePageFetches): never shorter,
      // and short of the next step. The first attempt is the first screen's early request,
      // answered before the app has started; the first wait also holds the app's start.
      const latest = await pageFetches(FAILING.latest);
      expect(latest).toHaveLength(attempts);
      latest.slice(1).forEach((attempt, retry) => {
        const gap = attempt.sent - latest[retry]!.settled!;
        const delay = Math.min(1000 * 2 ** retry, QUERY_RETRY_MAX_DELAY_MS);
        const startsApp = retry === 0 ? 5000 : 0;
        expect(gap, `wait before retry ${retry + 1}`).toBeGreaterThanOrEqual(delay);
        expect(gap, `wait before retry ${retry + 1}`).toBeLessThan(2 * delay + startsApp);
      });

      await expectFailedSections(page);
      await expectPageStands(page);
      // Given up for good: nothing more, even a minute later.
      await page.clock.fastForward(60_000);
      await page.waitForTimeout(300);
      for (const name of Object.keys(FAILING) as Failing[])
        expect(seen[name], name).toHaveLength(attempts);
    });
  }

  test("a 400 from the home sections' queries is not retried: hidden or said at once", async ({
    page,
  }) => {
    await page.clock.install();
    const seen = await failSections(page, 400);
    await page.goto('/');
    await scrollThrough(page);
    await expectFailedSections(page);
    await expectPageStands(page);
    // Well past every backoff: still the one request each.
    await page.clock.fastForward(60_000);
    await page.waitForTimeout(300);
    for (const name of Object.keys(FAILING) as Failing[]) expect(seen[name], name).toHaveLength(1);
  });

  test('home sections whose queries get no answer time out, retry 3 times, then hide or say so', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    const seen = await failSections(page, 'timeout');
    await page.goto('/');
    await scrollThrough(page);
    for (const name of Object.keys(FAILING) as Failing[])
      await expect.poll(() => seen[name].length, { message: name }).toBe(1);
    // Each attempt waits out the time limit, then the backoff (at most 4 s before the last). The
    // backoff is scheduled after the jump, so it runs on the installed clock's own flow, in real
    // time: the poll waits past it (the default 5 s failed once on a loaded machine).
    for (let attempt = 2; attempt <= QUERY_RETRY_COUNT + 1; attempt += 1) {
      await page.clock.fastForward(API_READ_TIMEOUT_MS + 4000);
      for (const name of Object.keys(FAILING) as Failing[])
        await expect
          .poll(() => seen[name].length, { message: name, timeout: 15_000 })
          .toBe(attempt);
    }
    await page.clock.fastForward(API_READ_TIMEOUT_MS);
    await expectFailedSections(page);
    await expectPageStands(page);
    await page.clock.fastForward(60_000);
    await page.waitForTimeout(300);
    for (const name of Object.keys(FAILING) as Failing[])
      expect(seen[name], name).toHaveLength(QUERY_RETRY_COUNT + 1);
  });

  for (const down of ['503', 'no connection'] as const) {
    test(`the auth service down (${down}): the sign-in form says so and keeps the email`, async ({
      page,
    }) => {
      await page.route('**/auth/v1/**', (route) =>
        down === '503'
          ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
          : route.abort('connectionrefused'),
      );
      await page.goto('/login');
      const email = DEMO_ACCOUNTS.vendorAna.email;
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.vendorAna.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(AUTH_MESSAGES.unavailable)).toBeVisible();
      await expect(page.getByLabel('Email address')).toHaveValue(email);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  /** Visible images that finished loading with nothing to show: the browser's broken-image icon. */
  const brokenImages = (page: Page) =>
    page.$$eval('img', (images) =>
      images
        .filter((image) => image.checkVisibility() && image.complete && image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );

  test('storage down: the home page shows placeholders, never a broken image', async ({ page }) => {
    test.setTimeout(180_000);
    let refused = 0;
    await page.route('**/storage/v1/**', (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    await page.goto('/');
    await expect(section(page, 'latest').locator('img').first()).toBeVisible();
    for (let step = 0; step < 14; step += 1) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
      await expect.poll(() => brokenImages(page)).toEqual([]);
    }
    expect(refused).toBeGreaterThan(0);
    const shown = await page.$$eval(
      'img',
      (images) =>
        images.filter(
          (image) => image.checkVisibility() && image.complete && image.naturalWidth > 0,
        ).length,
    );
    expect(shown).toBeGreaterThan(5);
  });

  test("a vendor's save that fails keeps the edit and offers a retry that goes through", async ({
    page,
  }) => {
    const ana = DEMO_ACCOUNTS.vendorAna;
    await page.goto('/login');
    await page.getByLabel('Email address').fill(ana.email);
    await page.getByLabel('Password', { exact: true }).fill(ana.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    await page.getByRole('link', { name: 'New listing' }).click();

    const form = page.getByRole('form', { name: 'New listing' });
    const name = `Atelier Retry ${Date.now()}`;
    const words = 'Saved at the second asking.';
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('What you do').selectOption({ label: 'Florist' });
    await form.getByLabel('Description').fill(words);

    const saves: string[] = [];
    const failSave = (route: Route) => {
      saves.push(route.request().method());
      return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
    };
    const isSave = (url: URL) => url.pathname === '/rest/v1/listings';
    await page.route(isSave, (route) =>
      route.request().method() === 'POST' ? failSave(route) : route.fallback(),
    );
    await form.getByRole('button', { name: 'Save draft' }).click();

    const alert = form.getByRole('alert').filter({ hasText: 'That didn’t save.' });
    await expect(alert).toContainText('Nothing you typed is lost. Please try again.');
    await expect(form.getByLabel('Name')).toHaveValue(name);
    await expect(form.getByLabel('Description')).toHaveValue(words);
    // A write is not repeated behind the vendor's back: one attempt, then the vendor's choice.
    expect(saves).toEqual(['POST']);
    await expect(page).toHaveURL(/\/manage-listing$/);

    await page.unroute(isSave);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
      'Draft saved',
    );
    await expect(page).toHaveURL(/\/manage-listing\/[0-9a-f-]{36}$/);
    await expect(alert).toHaveCount(0);
    const listingId = page.url().split('/').pop()!;
    const { data } = await service.from('listings').select('name,description').eq('id', listingId);
    expect(data).toEqual([{ name, description: words }]);
    await service.from('listings').delete().eq('id', listingId);
  });
});
