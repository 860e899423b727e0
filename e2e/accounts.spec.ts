import { AxeBuilder } from './axe.ts';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../supabase/seed/accounts.ts';
import {
  MAILBOX,
  emailsSoFar,
  linkTo,
  nextEmail,
  throwawayAccount,
  withLock,
} from './accounts-helpers.ts';
import { listEmails } from '../supabase/local/mailbox-client.ts';
import { AUTHORS } from '../supabase/seed/corpus/authors.ts';
import { expect, test, type Page } from './test.ts';

/**
 * Accounts through the real mailbox (MailDev behind the e2e stack): password reset, the email
 * links, account settings. Both widths run every test.
 */
const reader = DEMO_ACCOUNTS.reader;
const RESET_SUBJECT = 'Reset your Perféte password';
const CHANGED_SUBJECT = 'Your Perféte password was changed';
const SENT = "If an account exists for that address, we've sent a link";
const INVALID_LINK = 'This link has expired or has already been used.';

function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function requestReset(page: Page, email: string): Promise<string> {
  await page.goto('/reset-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  const status = page.getByRole('status').filter({ hasText: SENT });
  await expect(status).toBeVisible();
  return status.innerText();
}

async function expectNoSevereViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => violation.id)).toEqual([]);
}

test.describe('/reset-password', () => {
  test('a reset for an unknown address looks exactly like one for a known address', async ({
    page,
  }) => {
    const unknown = await requestReset(page, `nobody-${Date.now()}@e2e.perfete.local`);
    const known = await requestReset(page, DEMO_ACCOUNTS.vendorAna.email);
    expect(known).toBe(unknown);
    await expectNoSevereViolations(page);
  });

  test('the emailed link opens a new-password form; then the reader lands signed in', async ({
    page,
  }) => {
    await withLock('reader-password', async () => {
      const before = await emailsSoFar(reader.email);
      await requestReset(page, reader.email);
      const email = await nextEmail(reader.email, RESET_SUBJECT, before);
      const link = linkTo(email, '/reset-password');

      await page.goto(link.href);
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
      // The spent hash leaves the address bar.
      await expect(page).toHaveURL(/\/reset-password$/);
      await expectNoSevereViolations(page);

      const newPassword = 'Reset-by-e2e-2026';
      await page.getByLabel('New password', { exact: true }).fill('short1');
      const rules = page.getByRole('list', { name: 'Password rules' });
      await expect(rules.locator('[data-met="true"]')).toHaveCount(2);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await expect(rules.locator('[data-met="true"]')).toHaveCount(3);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();

      await expect(notifications(page).getByText('Password updated')).toBeVisible();
      await expect(page).toHaveURL(/\/account-settings$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

      // The account is told, with what to do if it was not them.
      const told = await nextEmail(reader.email, CHANGED_SUBJECT, before);
      expect(told.text).toContain('If it wasn’t you');
      expect(linkTo(told, '/reset-password').pathname).toBe('/reset-password');

      // The same link again: spent.
      await page.goto(link.href);
      await expect(page.getByText(INVALID_LINK)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();

      // Change the password back in the settings, proven by the current one.
      const beforeChange = await emailsSoFar(reader.email);
      await page.goto('/account-settings');
      const section = page.getByRole('region', { name: 'Password' });
      await section.getByLabel('Current password').fill(newPassword);
      await section.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
      await section.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
      await section.getByRole('button', { name: 'Change password' }).click();
      await expect(notifications(page).getByText('Password changed')).toBeVisible();
      // Told again: every change, however it was made.
      await nextEmail(reader.email, CHANGED_SUBJECT, beforeChange);
    });
  });

  test('a malformed link says so and offers a new one', async ({ page }) => {
    await page.goto('/reset-password?token_hash=not-a-real-hash&type=recovery');
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
  });
});

test.describe('/account-settings', () => {
  test('changing the email sends the confirmation to the new address', async ({ page }) => {
    const account = await throwawayAccount('change-email');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account-settings$/);
    await expectNoSevereViolations(page);

    const next = `moved-${Date.now()}-${test.info().project.name}@e2e.perfete.local`;
    const section = page.getByRole('region', { name: 'Email address' });
    await section.getByLabel('New email address').fill(next);
    await section.getByRole('button', { name: 'Change email' }).click();
    await expect(section.getByText(`We’ve sent a confirmation link to ${next}`)).toBeVisible();
    await expect(section.getByText(`You sign in with ${account.email}`)).toBeVisible();

    const email = await nextEmail(next, 'Confirm your new email', []);
    await page.goto(linkTo(email, '/auth/confirm').href);
    await expect(notifications(page).getByText('Email address changed')).toBeVisible();
    await expect(page).toHaveURL(/\/account-settings$/);
    await expect(
      page.getByRole('region', { name: 'Email address' }).getByText(`You sign in with ${next}`),
    ).toBeVisible();
  });

  test('an uploaded avatar shows its progress, then the new picture', async ({ page }) => {
    const account = await throwawayAccount('avatar');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account-settings$/);

    // Hold the upload a moment, so its progress is on screen long enough to see.
    await page.route('**/storage/v1/object/avatars/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const section = page.getByRole('region', { name: 'Profile' });
    await section
      .getByLabel('Profile picture')
      .setInputFiles('supabase/seed/assets/videos/the-toast.webp');
    // The shared upload control: the file's name and size, then its own progress bar.
    const chosen = section.getByRole('list', { name: 'Chosen file' });
    await expect(chosen).toContainText('the-toast.webp');
    await expect(chosen).toContainText(/\d+ KB/);
    await expect(
      section.getByRole('progressbar', { name: 'Uploading the-toast.webp' }),
    ).toBeVisible();
    await expect(notifications(page).getByText('Profile picture updated')).toBeVisible();
    const picture = section.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toHaveAttribute('src', /\/storage\/v1\/object\/public\/avatars\//);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Profile' })
        .getByRole('img', { name: 'Your profile picture' }),
    ).toHaveAttribute('src', /\/avatars\//);
  });

  test('deleting an account asks for the word, and the account cannot sign in afterwards', async ({
    page,
  }) => {
    const account = await throwawayAccount('delete');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/account-settings$/);

    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByLabel('Type DELETE to confirm').fill('delete');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(section.getByText('Type DELETE in capitals to confirm.')).toBeVisible();

    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(notifications(page).getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await signIn(page, account.email, account.password);
    const alert = page.getByRole('alert').filter({ hasText: "don't match an account" });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
  });
});

test('a suspended member reads why on signing in, and again on the dashboard', async ({ page }) => {
  const account = await throwawayAccount('suspended');
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const member = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, options);
  const signedIn = await member.auth.signInWithPassword(account);
  if (signedIn.error) throw signedIn.error;
  const reason = 'Your gallery shows another studio’s weddings.';
  const service = createClient(E2E_SUPABASE_URL, LOCAL_SECRET_KEY, options);
  const suspended = await service
    .from('vendor_members')
    .insert({ user_id: signedIn.data.user.id, status: 'suspended', status_reason: reason });
  expect(suspended.error).toBeNull();

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account-settings$/);
  const notice = page.getByRole('region', { name: 'Your membership is suspended' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(`“${reason}”`)).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoSevereViolations(page);

  await page.goto('/vendor-dashboard');
  await expect(page.getByRole('heading', { name: 'Your membership is suspended' })).toBeVisible();
  await expect(page.getByText(`“${reason}”`)).toBeVisible();
});

test('the stack’s first start asks no demo account to confirm its email', async () => {
  // The seed creates its accounts confirmed; signing them up through Auth left a dozen "Confirm
  // your email" messages in the mailbox of every new stack (#41).
  const seeded = new Set(
    [...Object.values(DEMO_ACCOUNTS), ...AUTHORS].map((account) => account.email.toLowerCase()),
  );
  const emails = await listEmails(MAILBOX);
  const toSeeded = emails.filter((email) =>
    email.to.some((recipient) => seeded.has(recipient.address.toLowerCase())),
  );
  expect(toSeeded.filter((email) => /confirm/i.test(email.subject))).toEqual([]);
  // The accounts are there and sign in with the demo password.
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await client.auth.signInWithPassword(DEMO_ACCOUNTS.reader);
  expect(signedIn.error).toBeNull();
  await client.auth.signOut({ scope: 'local' });
});
