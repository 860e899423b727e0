import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

/**
 * Nothing on the data-led pages moves while they load (issue #17: CLS 0 at both widths): not when
 * index.html's first screen paints, not when the app replaces it, not when the fonts, the answers
 * and the images arrive. Every layout shift the browser reports without an input before it is
 * a failure, with the elements that moved in its message.
 */
const ROUTES = [
  '/',
  '/blog',
  '/blog/bridal-fashion-week-spring-2027-cathedral-veil',
  '/nybfw',
  '/index',
  '/venues',
];

interface Shift {
  value: number;
  moved: string[];
}

type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
};

function watchShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map((source) => {
            const element = source.node as Element | null | undefined;
            return element ? `${element.nodeName} ${element.className ?? ''}`.trim() : '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectNoShifts(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([]);
}

for (const path of ROUTES) {
  test(`${path}: nothing shifts while the page, its data, fonts and images arrive`, async ({
    page,
  }) => {
    await watchShifts(page);
    await page.goto(path);
    // The app has replaced the first screen, and everything asked for has arrived.
    await expect(page.locator('#main-content')).toHaveCount(1);
    await expect(page.locator('#main-content[data-first-screen]')).toHaveCount(0);
    await expectNoShifts(page);
  });
}

// A busy machine or a slow line: the typefaces arrive well after the first paint. The page keeps
// its fallback rather than reflowing the title, the byline and the menu under the reader (CI once
// measured 0.008 here when the faces swapped in late).
test('a story whose typefaces arrive late does not reflow when they land', async ({ page }) => {
  await page.route(/\.woff2(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await watchShifts(page);
  await page.goto('/blog/bridal-fashion-week-spring-2027-cathedral-veil');
  await expect(page.locator('#main-content[data-first-screen]')).toHaveCount(0);
  await expectNoShifts(page);
});

/**
 * The typefaces Chromium drew an element's text in (its own report, not the stylesheet's wish).
 * The page may redraw the element between finding it and asking (the node id is then gone): asked
 * again, a few times, from a fresh document.
 */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return fonts.map((font) => font.familyName);
      } catch (error) {
        if (attempt >= 5 || !/Could not find node/i.test(String(error))) throw error;
        await page.waitForTimeout(200);
      }
    }
  } finally {
    await cdp.detach();
  }
}

// …and the late faces are not lost for the visit: the next page the reader opens is drawn in them
// (src/lib/late-fonts.ts), where a page change after a click is expected anyway.
test('typefaces that came too late for the first page are used from the next one', async ({
  page,
}) => {
  await page.route(/\.woff2(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/blog/bridal-fashion-week-spring-2027-cathedral-veil');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const byline = '#main-content p';
  expect(await drawnIn(page, byline)).not.toContain('Jost');

  await page
    .getByRole('link', { name: /— home$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The faces are added once their module has loaded (it is not part of the first paint).
  await expect.poll(() => drawnIn(page, '#main-content p'), { timeout: 10_000 }).toContain('Jost');
});
