import { expect, test, type Page } from './test.ts';

/**
 * What a new visitor hit on the listing pages and the magazine at 1280 and 390 px: a page change
 * left the reader at the footer; on phones the directory's filters filled the first screen; the
 * /nybfw Opinion column was ~100 px wide; a photo credit read 'PHOTO: PHOTOGRAPHY: …'.
 */
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const WEDDING_SLUG = 'olive-grove-long-table-wedding-lucca';
const HEADER_PX = 72;

for (const [path, results] of [
  ['/index', 'Vendor results'],
  ['/blog', 'Story results'],
] as const) {
  test(`choosing page 2 of ${path} brings the results' top into view and focuses it`, async ({
    page,
  }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: results });
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toBeVisible({ timeout: 20_000 });
    await pagination.scrollIntoViewIfNeeded();
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();

    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(region).toBeFocused();
    await expect
      .poll(async () => (await region.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(HEADER_PX);
    const top = (await region.boundingBox())!.y;
    expect(top).toBeLessThan(page.viewportSize()!.height / 2);
  });
}

test('/index: filters fold behind a counted Filters button on phones, the first card in the first screen', async ({
  page,
}) => {
  await page.goto('/index?location=Paris');
  const grid = page.getByRole('list', { name: 'Vendors', exact: true });
  await expect(grid.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const location = page.getByLabel('Location');

  if (!isMobile(page)) {
    await expect(toggle).toBeHidden();
    await expect(location).toBeVisible();
    return;
  }
  await expect(toggle).toHaveAccessibleName('Filters, 1 active');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(location).toBeHidden();
  const firstCard = (await grid.getByRole('listitem').first().boundingBox())!;
  expect(firstCard.y).toBeLessThan(page.viewportSize()!.height);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(location).toHaveValue('Paris');
  await expect(page.getByLabel('Category')).toBeVisible();
});

test('/venues: the venue types stay in view, the other filters fold on phones', async ({
  page,
}) => {
  await page.goto('/venues?capacity=200');
  const grid = page.getByRole('list', { name: 'Venues', exact: true });
  await expect(grid.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('navigation', { name: 'Venue type' }).getByRole('link', { name: 'Hotel' }),
  ).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filters/ });

  if (!isMobile(page)) {
    await expect(toggle).toBeHidden();
    await expect(page.getByLabel('Guests')).toBeVisible();
    return;
  }
  await expect(toggle).toHaveAccessibleName('Filters, 1 active');
  await expect(page.getByLabel('Guests')).toBeHidden();
  const firstCard = (await grid.getByRole('listitem').first().boundingBox())!;
  expect(firstCard.y).toBeLessThan(page.viewportSize()!.height);
  await toggle.click();
  await expect(page.getByLabel('Guests')).toHaveValue('200');
});

test('/nybfw: the Opinion column is wide enough to read at 1280 px @desktop', async ({ page }) => {
  await page.goto('/nybfw');
  const opinion = page.getByRole('region', { name: 'Opinion' });
  const titles = opinion.locator('article h3');
  await expect(titles.first()).toBeVisible({ timeout: 20_000 });
  for (const box of await titles.evaluateAll((nodes) =>
    nodes.map((node) => node.getBoundingClientRect().width),
  )) {
    expect(box).toBeGreaterThanOrEqual(240);
  }
});

test('a post’s photo credit names the photographer once', async ({ page }) => {
  await page.goto(`/blog/${WEDDING_SLUG}`);
  const credits = page.locator('figcaption').getByText(/^Photo: /);
  await expect(credits.first()).toBeVisible({ timeout: 20_000 });
  for (const text of await credits.allTextContents()) {
    expect(text).not.toMatch(/^Photo:\s*Photo/i);
  }
});

// A shared link to a part of a page lands on it: the browser's own jump comes before the app has
// drawn the part (src/app/layout/scroll-to-top.tsx).
for (const [path, heading] of [
  ['/index/the-alder-hotel#inquire', 'Inquire with The Alder Hotel'],
  ['/membership#apply', 'Apply'],
] as const) {
  test(`${path} opens at “${heading}”`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 2, name: heading, exact: true }),
    ).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
}
