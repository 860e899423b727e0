import { AxeBuilder } from './axe.ts';
import { createClient } from '@supabase/supabase-js';
import { expect as baseExpect, test, type Locator, type Page } from './test.ts';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../supabase/seed/accounts.ts';
import { withLock } from './accounts-helpers.ts';

/**
 * Signing in and out as the demo accounts (supabase/seed/accounts.ts), the account menu, and the
 * guards, at both viewports: desktop opens the account dropdown, mobile the menu's inline list.
 */

const { admin, vendorAna: vendor, reader } = DEMO_ACCOUNTS;

// Each test signs in through the UI and walks several lazy pages; on a busy two-core machine the
// waits need room (these are waits for a state, never assertions on how long anything took).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const SEED_READY_TIMEOUT_MS = 180_000;

/**
 * The stack answers its health check before the seed has finished (the seed signs the accounts up
 * through the running Auth API), so wait until the demo admin is one: their admin_users row is
 * visible to them. (Polling for a state, not timing anything.)
 */
async function adminRowVisible(): Promise<boolean> {
  const headers = { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' };
  const signIn = await fetch(`${E2E_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!signIn.ok) return false;
  const { access_token: token, user } = (await signIn.json()) as {
    access_token: string;
    user: { id: string };
  };
  const rows = await fetch(
    `${E2E_SUPABASE_URL}/rest/v1/admin_users?select=id&id=eq.${user.id}&limit=1`,
    { headers: { ...headers, Authorization: `Bearer ${token}` } },
  );
  return rows.ok && ((await rows.json()) as unknown[]).length === 1;
}

test.beforeAll(async () => {
  test.setTimeout(SEED_READY_TIMEOUT_MS);
  await expect
    .poll(adminRowVisible, { timeout: SEED_READY_TIMEOUT_MS, intervals: [1_000] })
    .toBe(true);
});

function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

async function signIn(page: Page, account: DemoAccount, password = account.password) {
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the account menu and returns it with the names of its items, in order. */
async function openAccountMenu(page: Page): Promise<{ menu: Locator; items: string[] }> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('list', { name: 'Your account' });
    await expect(menu).toBeVisible();
    const items = await menu.getByRole('listitem').allTextContents();
    return { menu, items: items.map((item) => item.trim()) };
  }
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = await menu.getByRole('menuitem').allTextContents();
  return { menu, items: items.map((item) => item.trim()) };
}

function menuItem(page: Page, menu: Locator, name: string): Locator {
  return isMobile(page)
    ? menu.getByRole(name === 'Log Out' ? 'button' : 'link', { name })
    : menu.getByRole('menuitem', { name });
}

function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

async function expectNoSevereViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
}

/** The demo account's profile picture as stored (profiles.avatar_url), read as that account. */
async function storedAvatar(account: DemoAccount): Promise<string> {
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  const profile = await client
    .from('profiles')
    .select('avatar_url')
    .eq('id', data.user.id)
    .single();
  if (profile.error) throw profile.error;
  if (!profile.data.avatar_url) throw new Error(`${account.email} has no avatar in the seed`);
  return profile.data.avatar_url;
}

const promo = (page: Page) => page.getByRole('region', { name: 'VENDOR MEMBERSHIP' });

test.describe('signing in', () => {
  test('the admin signs in, sees the admin link and reaches /admin', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, admin);

    await expect(page).toHaveURL(/\/admin$/);
    const { menu, items } = await openAccountMenu(page);
    expect(items).toEqual(['Vendor Dashboard', 'Admin Dashboard', 'Account settings', 'Log Out']);

    await menuItem(page, menu, 'Admin Dashboard').click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('a vendor sees no admin link and is turned away from /admin', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, vendor);
    await expect(page).toHaveURL(/\/vendor-dashboard$/);

    const { items } = await openAccountMenu(page);
    expect(items).toEqual(['Vendor Dashboard', 'Account settings', 'Log Out']);

    await page.goto('/admin');
    await expect(notifications(page).getByText('Access Denied')).toBeVisible();
    await expect(
      notifications(page).getByText("You don't have permission to access this page."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(notifications(page).getByText('Access Denied')).toHaveCount(1);
  });

  test('a plain reader gets the signed-in menu without the admin link', async ({ page }) => {
    await page.goto('/login');
    // accounts.spec.ts changes the reader's password for a moment: sign in outside that window.
    await withLock('reader-password', async () => {
      await signIn(page, reader);
      await expect(page).toHaveURL(/\/account-settings$/);
    });

    const { menu, items } = await openAccountMenu(page);
    expect(items).toEqual(['Vendor Dashboard', 'Account settings', 'Log Out']);
    await menuItem(page, menu, 'Vendor Dashboard').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' })).toBeVisible();
  });

  test('Account settings is in the account menu, behind the person’s avatar', async ({ page }) => {
    const avatar = await storedAvatar(vendor);
    await page.goto('/login');
    await signIn(page, vendor);
    await expect(page).toHaveURL(/\/vendor-dashboard$/);

    // The avatar on the desktop menu's button (read before the menu opens: an open menu hides
    // the rest of the page from assistive technology), or atop the mobile menu's account list.
    const picture = isMobile(page)
      ? page.getByRole('navigation', { name: 'Mobile' }).locator('..').getByTestId('account-avatar')
      : page.getByRole('button', { name: 'Account menu' }).getByTestId('account-avatar');
    const expectPicture = async () => {
      await expect(picture).toBeVisible();
      expect(await picture.getAttribute('src')).toContain(avatar.split('/').pop()!);
      // Loaded, not a broken image.
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    };
    if (!isMobile(page)) await expectPicture();
    const { menu, items } = await openAccountMenu(page);
    expect(items).toEqual(['Vendor Dashboard', 'Account settings', 'Log Out']);
    if (isMobile(page)) await expectPicture();
    await expectNoSevereViolations(page);

    await menuItem(page, menu, 'Account settings').click();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    if (isMobile(page)) await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('members and admins are not offered membership or the vendor login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, vendor);
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    const footer = page.getByRole('contentinfo');
    for (const path of ['/vendor-dashboard', '/about']) {
      await page.goto(path);
      await expect(footer.getByRole('link', { name: 'Vendor Dashboard' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Vendor Login' })).toHaveCount(0);
      await expect(promo(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'I Want In' })).toHaveCount(0);
    }

    const { menu } = await openAccountMenu(page);
    await menuItem(page, menu, 'Log Out').click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Vendor Dashboard' })).toBeVisible();
    await expect(promo(page)).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Vendor Login' })).toHaveCount(0);
  });

  test('a wrong password is explained and what was typed stays', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, reader, 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText(
      "That email and password don't match an account.",
    );
    await expect(page.getByLabel('Email address')).toHaveValue(reader.email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after a redirect to /login, signing in returns to the page asked for', async ({ page }) => {
    await page.goto('/account-settings');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, vendor);

    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });

  test('an admin sent to /login from /admin comes back to /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, admin);

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(notifications(page).getByText('Access Denied')).toHaveCount(0);
  });
});

test.describe('signed out', () => {
  test('no account menu, and /admin goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    // A visitor is still offered membership and the vendor login.
    await expect(promo(page)).toHaveCount(1);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Vendor Login' }),
    ).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(notifications(page).getByText('Access Denied')).toHaveCount(0);
  });

  test('Sign in is in the header on a desktop and in the menu on a phone', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    if (isMobile(page)) {
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('navigation', { name: 'Mobile' }).locator('..');
      const signInLink = panel.getByRole('link', { name: 'Sign in' });
      await expect(signInLink).toBeVisible();
      await expectNoSevereViolations(page);
      await signInLink.click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    } else {
      const signInLink = header.getByRole('link', { name: 'Sign in' });
      await expect(signInLink).toBeVisible();
      await expectNoSevereViolations(page);
      await signInLink.click();
    }
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Not offered again on the sign-in page itself.
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

    // Signed in, the header holds the account menu instead.
    await signIn(page, vendor);
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('the login page’s side panel reaches the foot of the first screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const panel = page.getByRole('complementary');
    if (isMobile(page)) {
      await expect(panel).toBeHidden();
      return;
    }
    const box = (await panel.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  });

  test('the login page has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // With validation messages showing, too.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(severe.map((violation) => violation.id)).toEqual([]);
  });
});

test('logging out shows its toast and lands on /login', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, vendor);
  await expect(page).toHaveURL(/\/vendor-dashboard$/);

  const { menu } = await openAccountMenu(page);
  await menuItem(page, menu, 'Log Out').click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(notifications(page).getByText('Logged out successfully')).toBeVisible();
  await expect(
    notifications(page).getByText('You have been logged out of your account.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  // The session is really gone: a guarded page sends us to /login again.
  await page.goto('/vendor-dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
