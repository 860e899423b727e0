import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  notifications,
  service,
  signIn,
} from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * What vendors say about themselves (#31), end to end: a vendor gives a live listing a starting
 * price and languages, the admin reads them in the change and approves, the vendor page shows
 * them, and the directory's "up to" keeps the listing or not. The listing is arranged for
 * vendor.marco with the secret key, one per viewport, so no other test's rows move.
 */
async function marcoId() {
  const marco = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await marco.auth.signInWithPassword(DEMO_ACCOUNTS.vendorMarco);
  if (signedIn.error) throw signedIn.error;
  return signedIn.data.user.id;
}

/** A live listing of Marco's (photography unless said), with the given facts. */
async function arrangeListing(
  name: string,
  facts: Record<string, unknown> = {},
  slug = 'photography',
) {
  const category = await service.from('business_categories').select('id').eq('slug', slug).single();
  const urlName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const listing = await service
    .from('listings')
    .insert({
      name,
      url_name: urlName,
      status: 'published',
      owner_id: await marcoId(),
      business_category_id: category.data!.id,
      city: 'Siena',
      country: 'Italy',
      description: 'Portraits of the whole day, in the light it had.',
      ...facts,
    })
    .select('id')
    .single();
  if (listing.error) throw listing.error;
  return { id: listing.data.id as string, urlName };
}

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

test(
  'a vendor’s starting price and languages, reviewed, on the page and in “up to”',
  { tag: '@one-width' },
  async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const word = `Fattoria${Date.now().toString(36)}${testInfo.project.name}`;
    const name = `${word} Foto`;
    const listing = await arrangeListing(name);

    // The vendor says what they cost and what they speak; a live listing sends it for review.
    await signIn(page, DEMO_ACCOUNTS.vendorMarco);
    // The first sign-in of a fresh build can be slow on a loaded machine.
    await expect(page).toHaveURL(/\/vendor-dashboard$/, { timeout: 30_000 });
    await page.goto(`/manage-listing/${listing.id}`);
    const editor = page.getByRole('form', { name: `Edit ${name}` });
    await expect(editor.getByText('This listing is live.')).toBeVisible();
    const prices = editor.getByRole('group', { name: 'Prices and languages' });
    await expect(prices.getByRole('radio', { name: 'A starting price' })).toBeChecked();
    await prices.getByLabel(/Starting price/).fill('12.5');
    await editor.getByRole('button', { name: 'Send changes for review' }).click();
    await expect(editor.getByText('Please enter a whole amount, like 2500')).toBeVisible();
    await prices.getByLabel(/Starting price/).fill('1800');
    await expect(prices.getByLabel('Currency')).toHaveValue('EUR');
    // The languages from the keyboard: focus one box, Space ticks it.
    await prices.getByRole('checkbox', { name: 'Italian' }).focus();
    await page.keyboard.press('Space');
    await prices.getByRole('checkbox', { name: 'English' }).check();
    await expect(prices.getByText('2 chosen.')).toBeVisible();
    await expectNoSevereViolations(page);
    if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: `/tmp/shots-f/editor-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await editor.getByRole('button', { name: 'Send changes for review' }).click();
    await expect(notifications(page).getByText('Changes sent for review')).toBeVisible();

    // Not live until approved.
    await page.goto(`/index/${listing.urlName}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: `${name} at a glance` })).toHaveCount(0);

    // The admin reads the facts in the change, in words, and approves.
    await signOut(page);
    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await page.goto('/admin/listings');
    const row = page
      .getByRole('list', { name: 'Changes to live listings' })
      .getByRole('listitem')
      .filter({ hasText: name })
      .first();
    await row.getByRole('button', { name: new RegExp(`Preview changes\\s*to ${name}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Proposed changes: ${name}` });
    const table = dialog.getByRole('table', { name: `What changes in ${name}` });
    await expect(table.getByRole('rowheader')).toHaveText(['Starting price', 'Languages']);
    await expect(table).toContainText('1,800');
    await expect(table).toContainText('English and Italian');
    await dialog.getByRole('button', { name: /Close/ }).click();
    await row.getByRole('button', { name: new RegExp(`Approve changes\\s*to ${name}`) }).click();
    await expect(notifications(page).getByText('Changes approved')).toBeVisible();

    // The page says it, formatted.
    await page.goto(`/index/${listing.urlName}`);
    const facts = page.getByRole('region', { name: `${name} at a glance` });
    await expect(facts.getByRole('term')).toHaveText(['Starting at', 'Languages']);
    await expect(facts.getByRole('definition')).toHaveText(['€1,800', 'English and Italian']);
    await expectNoSevereViolations(page);
    if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(page);
    await facts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-f/vendor-page-${testInfo.project.name}.png` });

    // "Up to" keeps it at €2,500, leaves it out at €1,000, and both live in the URL.
    await page.goto(`/index?q=${word}&price_max=2500`);
    const results = page.getByRole('region', { name: 'Vendor results' });
    await expect(results.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    if (testInfo.project.name === 'mobile')
      await page.getByRole('button', { name: /Filters/ }).click();
    const upTo = page.getByLabel('Up to');
    await expect(upTo).toHaveValue('2500');
    await upTo.selectOption({ label: '€1,000' });
    await expect(page).toHaveURL(/price_max=1000/);
    await expect(page.getByRole('heading', { name: 'No vendors match' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Any price' })).toBeVisible();
    await expectNoSevereViolations(page);
    await page.screenshot({ path: `/tmp/shots-f/directory-${testInfo.project.name}.png` });
  },
);

test('a venue’s seats, standing guests, setting and rooms on its page; “seats at least” on /venues', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const word = `Podere${Date.now().toString(36)}${testInfo.project.name}`;
  const name = `${word} Villa`;
  const venue = await arrangeListing(
    name,
    {
      venue_type: 'Estate',
      capacity_seated: 160,
      capacity_standing: 240,
      setting: 'indoor_outdoor',
      rooms_on_site: 12,
      price_on_request: true,
      languages: ['it', 'en', 'fr'],
    },
    'venue',
  );

  await page.goto(`/index/${venue.urlName}`);
  const facts = page.getByRole('region', { name: `${name} at a glance` });
  await expect(facts.getByRole('definition')).toHaveText([
    'Price on request',
    'Italian, English, and French',
    '160 guests',
    '240 guests',
    'Indoor and outdoor',
    '12',
  ]);
  await facts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots-f/venue-page-${testInfo.project.name}.png` });

  await page.goto(`/venues?q=${word}&seats=150`);
  const results = page.getByRole('region', { name: 'Venue results' });
  await expect(results.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  if (testInfo.project.name === 'mobile')
    await page.getByRole('button', { name: /Filters/ }).click();
  const seats = page.getByLabel('Seats at least');
  await expect(seats).toHaveValue('150');
  await expectNoSevereViolations(page);
  if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `/tmp/shots-f/venues-${testInfo.project.name}.png` });
  await seats.selectOption({ label: '200 seated' });
  await expect(page).toHaveURL(/seats=200/);
  await expect(page.getByRole('heading', { name: 'No venues match' })).toBeVisible();
  // On request is no price: "up to" leaves it out too.
  await page.goto(`/venues?q=${word}&price_max=25000`);
  await expect(page.getByRole('heading', { name: 'No venues match' })).toBeVisible();
});
