import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { throwawayAccount } from './accounts-helpers.ts';
import { expectNoSevereViolations, service, signIn } from './admin-helpers.ts';
import { expect, test } from './test.ts';

/**
 * The admin area as admin@perfete.local uses it: the dashboard's counts are the database's, a
 * listing approved from the queue is in the directory, a request for changes reaches the vendor.
 * Listings are arranged for vendor.marco with the secret key, so no other test's rows move.
 */
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

async function marcoId() {
  const marco = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);
  const signedIn = await marco.auth.signInWithPassword({
    email: DEMO_ACCOUNTS.vendorMarco.email,
    password: DEMO_ACCOUNTS.vendorMarco.password,
  });
  if (signedIn.error) throw signedIn.error;
  return signedIn.data.user.id;
}

/** A listing of Marco's in the given state, with one described photo. */
async function arrangeListing(name: string, status: 'pending' | 'published') {
  const categories = await service
    .from('business_categories')
    .select('id')
    .eq('slug', 'photography');
  const urlName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const listing = await service
    .from('listings')
    .insert({
      name,
      url_name: urlName,
      status,
      owner_id: await marcoId(),
      business_category_id: categories.data![0]!.id,
      city: 'Florence',
      state: 'Tuscany',
      country: 'Italy',
      description: 'The approved words.',
    })
    .select('id')
    .single();
  if (listing.error) throw listing.error;
  return { id: listing.data.id as string, urlName };
}

test('the dashboard counts what the database counts, and has no serious violation', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const queues = page.getByRole('list', { name: 'Queues' });
  await expect(queues).toBeVisible();
  const count = async () => {
    const [pending, applications] = await Promise.all([
      service.from('listings').select('id', { count: 'exact', head: true }).eq('status', 'pending'),
      service
        .from('membership_applications')
        .select('id', { count: 'exact', head: true })
        .in('status', ['pending', 'in_review']),
    ]);
    return { listings: pending.count!, applications: applications.count! };
  };
  const shown = async (label: string) =>
    Number(
      (await queues.getByRole('listitem').filter({ hasText: label }).innerText()).match(/\d+/)![0],
    );
  // Other tests add and approve rows as this one runs: the page, loaded between two counts of the
  // database, shows a figure between them (retried until a quiet moment, when the two agree).
  await expect(async () => {
    const before = await count();
    await page.reload();
    await expect(queues).toBeVisible();
    const listings = await shown('Listings in review');
    const applications = await shown('Membership applications');
    const after = await count();
    expect(listings).toBeGreaterThanOrEqual(Math.min(before.listings, after.listings));
    expect(listings).toBeLessThanOrEqual(Math.max(before.listings, after.listings));
    expect(applications).toBeGreaterThanOrEqual(Math.min(before.applications, after.applications));
    expect(applications).toBeLessThanOrEqual(Math.max(before.applications, after.applications));
  }).toPass({ timeout: 30_000 });
  // Reported reviews and held items wait for a decision too, each a way to its desk (#41).
  for (const [label, path] of [
    ['Reported reviews', '/admin/reviews'],
    ['Held for review', '/admin/held'],
  ] as const) {
    const queue = queues.getByRole('link', { name: new RegExp(`^\\d+\\s*${label}$`) });
    await expect(queue).toHaveAttribute('href', path);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoSevereViolations(page);
});

test(
  'approve a listing from the queue, and ask for changes to another',
  {
    tag: '@desktop',
  },
  async ({ page, browser }) => {
    test.setTimeout(180_000); // An admin and a vendor, each signing in: 20 s alone, more under load.
    const stamp = Date.now();
    await arrangeListing(`Studio Approvato ${stamp}`, 'pending');
    const live = await arrangeListing(`Studio Vivo ${stamp}`, 'published');
    expect(
      (
        await service
          .from('listing_changes')
          .insert({ listing_id: live.id, changes: { description: 'Proposed words.' } })
      ).error,
    ).toBeNull();

    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: /Listings in review/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Listing review' })).toBeVisible();
    await expectNoSevereViolations(page);

    await page
      .getByRole('list', { name: 'New listings' })
      .getByRole('button', { name: new RegExp(`Publish\\s*Studio Approvato ${stamp}`) })
      .click();
    await expect(
      page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Published'),
    ).toBeVisible();
    await page.goto(`/index?q=${encodeURIComponent(`Approvato ${stamp}`)}`);
    await expect(
      page.getByRole('link', { name: new RegExp(`Studio Approvato ${stamp}`) }).first(),
    ).toBeVisible();

    await page.goto('/admin/listings');
    const change = page
      .getByRole('list', { name: 'Changes to live listings' })
      .getByRole('listitem')
      .filter({ hasText: `Studio Vivo ${stamp}` });
    await expect(change.getByRole('table')).toContainText('Proposed words.');
    await change
      .getByLabel(`What needs to change in Studio Vivo ${stamp}`)
      .fill('Please name the city you work from.');
    await change.getByRole('button', { name: /Ask for changes/ }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Changes requested'),
    ).toBeVisible();

    // The vendor reads the reason on their dashboard.
    const vendorContext = await browser.newContext();
    const vendor = await vendorContext.newPage();
    await signIn(vendor, DEMO_ACCOUNTS.vendorMarco);
    await expect(vendor).toHaveURL(/\/vendor-dashboard$/);
    const card = vendor
      .getByRole('list', { name: 'Your listings' })
      .getByRole('listitem')
      .filter({ hasText: `Studio Vivo ${stamp}` });
    await expect(card).toContainText('Changes requested');
    await expect(card).toContainText('Please name the city you work from.');
    await vendorContext.close();

    // And the dashboard's activity lists both steps.
    await page.goto('/admin');
    const activity = page.getByRole('list', { name: 'Recent activity' });
    await expect(activity).toContainText('status: pending → published');
    await expect(activity).toContainText('Please name the city you work from.');
  },
);

test(
  'suspend a member with a reason they read, then reactivate them',
  {
    tag: '@desktop',
  },
  async ({ page, browser }) => {
    const account = await throwawayAccount('suspended-member');
    const member = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);
    const signedIn = await member.auth.signInWithPassword(account);
    if (signedIn.error) throw signedIn.error;
    expect(
      (
        await service
          .from('vendor_members')
          .insert({ user_id: signedIn.data.user.id, status: 'active' })
      ).error,
    ).toBeNull();

    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page
      .getByRole('navigation', { name: 'Admin pages' })
      .getByRole('link', { name: 'Members', exact: true })
      .click();
    const row = page
      .getByRole('list', { name: 'Members' })
      .getByRole('listitem')
      .filter({ hasText: account.email });
    await expectNoSevereViolations(page);
    await row.getByRole('button', { name: /^Suspend/ }).click();
    await row
      .getByLabel('Why (the member reads this)')
      .fill('Your gallery shows another studio’s work.');
    await row.getByRole('button', { name: /Suspend membership/ }).click();
    await expect(row).toContainText('Suspended');

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, account);
    // A suspended member does not work on a dashboard: they land on their account settings.
    await expect(memberPage).toHaveURL(/\/account-settings$/);
    await memberPage.goto('/vendor-dashboard');
    await expect(
      memberPage.getByRole('heading', { name: 'Your membership is suspended' }),
    ).toBeVisible();
    await expect(memberPage.getByText('“Your gallery shows another studio’s work.”')).toBeVisible();

    await row.getByRole('button', { name: /^Reactivate/ }).click();
    await expect(row).not.toContainText('Suspended');
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { name: 'Your listings' })).toBeVisible();
    await memberContext.close();
  },
);
