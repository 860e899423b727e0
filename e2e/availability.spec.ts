import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { formatWeddingDate } from '../src/features/availability/wedding-date.ts';
import {
  addDays,
  longDay,
} from '../src/features/vendor-workspace/components/availability/calendar-dates.ts';
import { expectNoSevereViolations, signIn } from './admin-helpers.ts';
import { arrangeListing } from './vendor-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * Check your date (#31), end to end: a vendor marks a day booked in the workspace calendar with
 * the keyboard; a couple's /index?date=… leaves the vendor out ("free on my date"), and without
 * the filter the vendor's card says "Booked on …". The listing is arranged for vendor.ana with
 * the secret key, one per viewport, so no other test's rows move.
 */
async function anaId() {
  const ana = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await ana.auth.signInWithPassword(DEMO_ACCOUNTS.vendorAna);
  if (signedIn.error) throw signedIn.error;
  return signedIn.data.user.id;
}

async function arrangeAnasListing(name: string) {
  return arrangeListing({
    name,
    status: 'published',
    owner_id: await anaId(),
    city: 'Oaxaca',
    country: 'Mexico',
  });
}

async function shot(page: Page, name: string) {
  const dir = process.env.AVAILABILITY_SHOTS;
  if (dir)
    await page.screenshot({
      path: `${dir}/${name}-${test.info().project.name}.png`,
      fullPage: true,
    });
}

test('a day marked booked in the calendar reads “Booked” on the vendor’s card, and the date filter leaves it out', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const word = `Fecha${Date.now().toString(36)}${testInfo.project.name}`;
  const name = `${word} Studio`;
  const free = `${word} Atelier`;
  await arrangeAnasListing(name);
  await arrangeAnasListing(free);
  const today = new Date().toISOString().slice(0, 10);
  const target = addDays(today, 56);

  // The vendor marks the day with the keyboard: eight weeks down from today, Enter.
  await signIn(page, DEMO_ACCOUNTS.vendorAna);
  await expect(page).toHaveURL(/\/vendor-dashboard$/, { timeout: 30_000 });
  const dates = page.getByRole('region', { name: 'Your dates' });
  await dates.getByRole('combobox', { name: 'Listing' }).selectOption({ label: name });
  const todayButton = dates.getByRole('button', { name: new RegExp(`^${longDay(today)}, free$`) });
  await todayButton.focus();
  for (let week = 0; week < 8; week += 1) await page.keyboard.press('ArrowDown');
  const targetButton = dates.getByRole('button', { name: new RegExp(`^${longDay(target)}, `) });
  await expect(targetButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dates.getByRole('status')).toHaveText(`${longDay(target)}: booked.`);
  await expect(targetButton).toHaveAccessibleName(`${longDay(target)}, booked`);
  await expect(dates.getByRole('list', { name: 'Marked days this month' })).toContainText(
    `${longDay(target)}: booked`,
  );
  await targetButton.scrollIntoViewIfNeeded();
  await shot(page, 'calendar');
  await expectNoSevereViolations(page);

  // A couple, signed out, filters the directory by that date: the vendor is left out.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/index?q=${encodeURIComponent(word)}&date=${target}`);
  const filter = page.getByRole('group', { name: 'Free on my date' });
  await expect(filter).toContainText(
    `Showing who is free, or has limited room, on ${formatWeddingDate(target)}.`,
  );
  await expect(filter.getByLabel('Leave out vendors booked that day')).toBeChecked();
  // The query leaves it out, so the count is of what is shown (#41: it said "2 vendors").
  await expect(page.getByRole('link', { name: free })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await expect(page.getByText(/^\d+ vendors?( · page \d+ of \d+)?$/)).toHaveText('1 vendor');
  // The URL's date became the couple's stored date.
  expect(await page.evaluate(() => localStorage.getItem('perfete:wedding-date'))).toBe(target);
  await shot(page, 'directory-filtered');

  // Without the filter the card is back, saying booked.
  await filter.getByLabel('Leave out vendors booked that day').uncheck();
  await expect(page).not.toHaveURL(/date=/);
  await expect(page.getByText(/^\d+ vendors?( · page \d+ of \d+)?$/)).toHaveText('2 vendors');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(card).toContainText(`Booked on ${formatWeddingDate(target)}`);
  await shot(page, 'directory-card');

  // The vendor page says it too, from the stored date.
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('region', { name: 'Check your date' })).toContainText(
    `Booked on ${formatWeddingDate(target)}`,
  );
  await shot(page, 'vendor-page');
});
