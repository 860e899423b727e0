import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { expect, test, type Page } from './test.ts';

/**
 * How many REST requests the data-led public pages make: on arrival, and for the home page also
 * after reading it to the end (its sections below the fold ask as they near the screen). Every
 * card's names come embedded in its list's one request and the data features share queries where
 * pages ask for the same rows, so these figures may only go down. The ceilings are what the pages
 * made before the data-ownership rework (issue 11), the same at 1280 and 390 px.
 */
const POST_PATH = '/blog/olive-grove-long-table-wedding-lucca';

const ON_ARRIVAL: [path: string, ceiling: number][] = [
  ['/', 3],
  // One fewer since the edge embeds a paged list's first page with its total (#30).
  ['/index', 2],
  ['/venues', 1],
  ['/blog', 1],
  ['/nybfw', 1],
  [POST_PATH, 4],
];
const HOME_READ_TO_THE_END = 13;

/** Collects the REST calls (not CORS preflights) the page sends from now on. */
function restRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() !== 'OPTIONS' && url.startsWith(`${E2E_SUPABASE_URL}/rest/v1/`))
      urls.push(url);
  });
  return urls;
}

const describe = (urls: string[]) =>
  urls.map((url) => decodeURIComponent(url.slice(E2E_SUPABASE_URL.length))).join('\n');

for (const [path, ceiling] of ON_ARRIVAL) {
  test(`${path} makes at most ${ceiling} REST requests on arrival`, async ({ page }) => {
    const urls = restRequests(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The page asked for its data, or its first answer came in the HTML (the edge's page data,
    // which index.html's first-screen script hands to the app: src/first-screen/requests.ts).
    const embedded = await page.locator('script#perfete-data').count();
    expect(urls.length + embedded, describe(urls)).toBeGreaterThan(0);
    expect(urls.length, describe(urls)).toBeLessThanOrEqual(ceiling);
    // index.html's first-screen script asks for the page's first data (with the key as a
    // parameter); the app takes that answer instead of asking again: no request twice.
    const asked = urls.map((url) => url.replace(/[?&]apikey=[^&]*/, ''));
    expect(new Set(asked).size, describe(urls)).toBe(asked.length);
  });
}

test(`the home page read to the end makes at most ${HOME_READ_TO_THE_END} REST requests`, async ({
  page,
}) => {
  const urls = restRequests(page);
  await page.goto('/');
  for (let step = 0; step < 40; step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  expect(urls.length, describe(urls)).toBeLessThanOrEqual(HOME_READ_TO_THE_END);
});
