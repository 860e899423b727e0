import { AxeBuilder } from './axe.ts';
import { expect, test, type Page } from './test.ts';

/**
 * The site search (#33) from the page frame: the header's Search button on desktop, the mobile
 * menu's Search entry on phones, `/` anywhere outside a field. Both widths run every test.
 */
const SCREENSHOTS = process.env.SEARCH_SHOTS_DIR;

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

async function openSearch(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search Perféte' });
  // The dialog is a lazy chunk: its first load may take a moment on a busy machine.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

async function expectNoSevereViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => violation.id)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
}

test.describe('site search', () => {
  // Typing, the pause and a page change each wait on a machine other suites load too.
  test.describe.configure({ timeout: 180_000 });

  test('from the header, a name with a letter missing finds the vendor; Enter opens the results page', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    const field = dialog.getByRole('combobox', { name: 'Search stories, vendors and venues' });
    await expect(field).toBeFocused();
    await field.fill('bellandi fotografa');
    const vendors = dialog.getByRole('group', { name: 'Vendors' });
    await expect(vendors.getByRole('option').first()).toContainText('Bellandi Fotografia');
    await expect(vendors.getByRole('option').first()).toContainText('Photography · Florence');
    await shoot(page, 'search-dialog');
    await expectNoSevereViolations(page);

    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bellandi\+fotografa$/);
    await expect(dialog).toBeHidden();
    const results = page.getByRole('region', { name: 'Vendors' });
    await expect(results.getByRole('link').first()).toContainText('Bellandi Fotografia');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await shoot(page, 'search-page');
    await expectNoSevereViolations(page);
  });

  test('a story title typed without its accent finds the story; arrows and Enter open it', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    const field = dialog.getByRole('combobox');
    await field.fill('chateau weekend');
    const story = dialog
      .getByRole('group', { name: 'Stories' })
      .getByRole('option', { name: /The Château Weekend/ });
    await expect(story).toBeVisible();
    await field.press('ArrowDown');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await dialog.getByRole('option').first().getAttribute('id'))!,
    );
    await field.press('Enter');
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The Château Weekend');
  });

  test('Escape closes the dialog and keeps the page; / opens it again outside a field', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByRole('combobox').fill('zzqxv nothing like this');
    await expect(dialog.getByText('Nothing found for “zzqxv nothing like this”.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'the vendor directory' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'the magazine' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await page.locator('body').press('/');
    await expect(page.getByRole('dialog', { name: 'Search Perféte' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('combobox')).toHaveValue('');
  });

  test('a failed request says so and keeps what was typed', async ({ page }) => {
    await page.route('**/rest/v1/rpc/search_site**', (route) => route.abort('failed'));
    await page.goto('/');
    const dialog = await openSearch(page);
    const field = dialog.getByRole('combobox');
    await field.fill('bellandi');
    await expect(dialog.getByRole('alert')).toContainText('The search could not be reached');
    await expect(field).toHaveValue('bellandi');
  });
});

test.describe('the results page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('long titles wrap inside the screen: no sideways scroll, every title whole, the logo whole', async ({
    page,
  }) => {
    await page.goto('/search?q=wedding');
    const stories = page.getByRole('region', { name: 'Stories' });
    await expect(stories.getByRole('link').first()).toBeVisible();
    await shoot(page, 'search-long-titles');

    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    // No result's title is cut: each shows all its words within its own box.
    const cut = await stories.getByRole('link').evaluateAll((links) =>
      links
        .map((link) => link.querySelector('.font-display'))
        .filter((title): title is HTMLElement => title instanceof HTMLElement)
        .filter((title) => title.scrollWidth > title.clientWidth)
        .map((title) => title.textContent),
    );
    expect(cut).toEqual([]);
    const logo = page.getByRole('banner').getByRole('link', { name: 'Perféte — home' });
    const box = (await logo.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await logo.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  });
});
