import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { throwawayAccount } from './accounts-helpers.ts';
import { expectNoSevereViolations, notifications, service, signIn } from './admin-helpers.ts';
import { APP_READY_SELECTOR, expect, test, type Browser, type Page } from './test.ts';

/**
 * #41: a vendor takes her live listing down from her dashboard (asked first, in a dialog) and
 * puts it back. Meanwhile visitors get the not-found page (HTTP 404) and the listing is gone from
 * the directory and the search. A throwaway member's own listing, so no demo listing other tests
 * read changes. `TAKE_DOWN_SHOTS_DIR` keeps screenshots of the card and the dialog.
 */
const SCREENSHOTS = process.env.TAKE_DOWN_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: false });
}

/** A word no other listing has, in letters (the search folds names; digits are not words). */
const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** A throwaway active vendor with one published listing of her own. */
async function arrangeVendor() {
  const account = await throwawayAccount('take-down');
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await client.auth.signInWithPassword(account);
  if (signedIn.error) throw signedIn.error;
  const userId = signedIn.data.user.id;
  await client.auth.signOut({ scope: 'local' });
  const category = await service
    .from('business_categories')
    .select('id')
    .eq('slug', 'photography')
    .single();
  const key = word();
  const name = `Atelier Vesper ${key[0]!.toUpperCase()}${key.slice(1)}`;
  const urlName = `atelier-vesper-${key}`;
  const listing = await service
    .from('listings')
    .insert({
      name,
      url_name: urlName,
      status: 'published',
      owner_id: userId,
      business_category_id: category.data!.id,
      city: 'Lisbon',
      country: 'Portugal',
      description: 'Arranged for the take-down end-to-end test.',
    })
    .select('id')
    .single();
  if (listing.error) throw listing.error;
  const member = await service.from('vendor_members').insert({ user_id: userId, status: 'active' });
  if (member.error) throw member.error;
  return { ...account, name, urlName, key };
}

/** A visitor's browser: signed out, the same width as the test's. */
async function visitorPage(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: new URL(page.url()).origin,
  });
  const visitor = await context.newPage();
  const visit = async (path: string) => {
    await visitor.goto(path);
    await visitor.locator(APP_READY_SELECTOR).waitFor({ state: 'attached' });
  };
  return { visitor, visit, close: () => context.close() };
}

/** What the site function answers for the vendor page: its HTTP status. */
const pageStatus = async (page: Page, urlName: string) =>
  (await page.request.get(`/index/${urlName}`, { headers: { accept: 'text/html' } })).status();

test('a vendor takes her listing down and puts it back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const vendor = await arrangeVendor();
  await signIn(page, vendor);
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
  const { visitor, visit, close } = await visitorPage(browser, page);
  const search = vendor.key;

  // Live: its page, the directory and the search have it.
  expect(await pageStatus(page, vendor.urlName)).toBe(200);
  await visit(`/index/${vendor.urlName}`);
  await expect(visitor.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  await visit(`/index?q=${vendor.key}`);
  await expect(visitor.getByRole('link', { name: new RegExp(vendor.name) }).first()).toBeVisible();
  await visit(`/search?q=${encodeURIComponent(search)}`);
  await expect(
    visitor.getByRole('region', { name: 'Vendors' }).getByRole('link', { name: vendor.name }),
  ).toBeVisible();

  const card = page
    .getByRole('list', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ hasText: vendor.name });
  await expect(card).toContainText('Published');
  const takeDown = card.getByRole('button', { name: `Take down ${vendor.name}` });
  await takeDown.scrollIntoViewIfNeeded();
  await shoot(page, 'card-published');

  // Asked first; Escape keeps it live and gives focus back.
  await takeDown.click();
  const dialog = page.getByRole('dialog', { name: `Take “${vendor.name}” down?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Nothing is deleted');
  await expect(dialog.getByRole('button', { name: 'Take it down' })).toBeFocused();
  await shoot(page, 'dialog');
  await expectNoSevereViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(takeDown).toBeFocused();

  // By keyboard: open it, confirm.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(notifications(page).getByText(`“${vendor.name}” is taken down`)).toBeVisible();
  await expect(card).toContainText('Taken down');
  const putBack = card.getByRole('button', { name: `Put back ${vendor.name}` });
  await expect(putBack).toBeFocused();
  await expect(card).toContainText('it is live again at once');
  await expect(card.getByRole('link', { name: `View ${vendor.name}` })).toHaveCount(0);
  await shoot(page, 'card-taken-down');
  await expectNoSevereViolations(page);

  // Visitors: not found (404), and gone from the directory and the search.
  expect(await pageStatus(page, vendor.urlName)).toBe(404);
  await visit(`/index/${vendor.urlName}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Vendor not found' })).toBeVisible();
  await visit(`/index?q=${vendor.key}`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'No vendors match' })).toBeVisible();
  await expect(visitor.getByText(vendor.name)).toHaveCount(0);
  await visit(`/search?q=${encodeURIComponent(search)}`);
  await expect(visitor.getByText(`Nothing found for “${search}”.`)).toBeVisible();
  await expect(visitor.getByText(vendor.name)).toHaveCount(0);

  // Put back, unchanged: live again at once.
  await putBack.click();
  await expect(
    notifications(page).getByText(`“${vendor.name}” is back in the directory`),
  ).toBeVisible();
  await expect(card).toContainText('Published');
  await expect(card.getByRole('button', { name: `Take down ${vendor.name}` })).toBeFocused();
  expect(await pageStatus(page, vendor.urlName)).toBe(200);
  await visit(`/index/${vendor.urlName}`);
  await expect(visitor.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible();
  await visit(`/index?q=${vendor.key}`);
  await expect(visitor.getByRole('link', { name: new RegExp(vendor.name) }).first()).toBeVisible();
  await close();
});

test('the editor takes a listing down and offers to put it back', async ({ page }) => {
  test.setTimeout(180_000);
  const vendor = await arrangeVendor();
  await signIn(page, vendor);
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
  await page.getByRole('link', { name: `Edit ${vendor.name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${vendor.name}` });
  await form.getByRole('button', { name: `Take down ${vendor.name}` }).click();
  await page
    .getByRole('dialog', { name: `Take “${vendor.name}” down?` })
    .getByRole('button', { name: 'Take it down' })
    .click();
  const notice = form.getByRole('region', { name: /You took this listing down on/ });
  await expect(notice).toBeVisible();
  await shoot(page, 'editor-taken-down');
  // Now a draft: its own buttons, and "Put back" from the notice.
  await expect(form.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await notice.getByRole('button', { name: `Put back ${vendor.name}` }).click();
  await expect(
    notifications(page).getByText(`“${vendor.name}” is back in the directory`),
  ).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(form.getByRole('button', { name: 'Send changes for review' })).toBeVisible();
});
