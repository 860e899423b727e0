import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { signIn } from './admin-helpers.ts';
import { emailsSoFar, MAILBOX, type CaughtEmail } from './accounts-helpers.ts';
import { listEmails } from '../supabase/local/mailbox-client.ts';
import { expect as baseExpect, test, type Browser, type Page } from './test.ts';

/**
 * Issue #40, part B1, as the attack was tried: a stranger signs the studio's address up with a
 * password of their own before the studio applies. The admin invites the studio from the queue,
 * the studio follows its email, chooses a password and accepts; the stranger's password opens
 * nothing at any step, and only the studio is signed in at the end.
 */
/** Each step waits longer than the default: confirming a link and the dashboard's reads are slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };
const STRANGER_PASSWORD = 'Strangers-own-2026';
const STUDIO_PASSWORD = 'Studio-chosen-2026';
const WRONG_PASSWORD = "That email and password don't match an account.";

const client = () => createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);

/** The studio's application, sent as the membership form sends it. */
async function apply(email: string, business: string) {
  const anon = client();
  const categories = await anon.from('business_categories').select('id').limit(1);
  const sent = await anon.from('membership_applications').insert({
    business_name: business,
    contact_name: 'Ivy Marsh',
    email,
    category: categories.data![0]!.id,
    city: 'Porto',
    country: 'Portugal',
    message: 'Gathered, seasonal flowers.',
    consent: true,
  });
  if (sent.error) throw sent.error;
}

/**
 * The admin sends the invitation from the review queue, in a browser of their own, and keeps it
 * open until the studio has an email from Perféte (however the invitation is sent): the newest.
 */
async function inviteFromQueue(browser: Browser, business: string, email: string) {
  const before = await emailsSoFar(email);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  await signIn(admin, DEMO_ACCOUNTS.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/applications');
  const entry = admin.getByRole('listitem').filter({ hasText: business });
  await entry.getByText(business).click();
  await entry
    .getByLabel('Why we invited them (shown on their page)')
    .fill('For flowers that look gathered, not arranged.');
  await entry.getByRole('button', { name: 'Send invitation' }).click();
  const invitation = await newestInvitationEmail(email, before);
  await context.close();
  return invitation;
}

/** The newest email to `email` not in `before` that leads to the invitation, waited for. */
async function newestInvitationEmail(
  email: string,
  before: readonly string[],
  path?: '/auth/confirm',
) {
  let invitation: CaughtEmail | undefined;
  await expect(async () => {
    invitation = (await listEmails(MAILBOX))
      .filter(
        (caught) =>
          !before.includes(caught.id) &&
          caught.to.some((recipient) => recipient.address.toLowerCase() === email),
      )
      .sort((a, b) => b.time.localeCompare(a.time))
      .find((caught) => (path ? wayIn(caught)?.includes(path) : wayIn(caught) !== null));
    expect(invitation).toBeDefined();
  }).toPass({ timeout: 45_000 });
  return invitation!;
}

/**
 * An invitation's way in, whichever way it is sent: its sign-in link, or its link to the
 * acceptance page (null for other emails, such as the application's acknowledgement).
 */
function wayIn(email: CaughtEmail): string | null {
  const hrefs = [...(email.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  const path = (href: string) => (URL.canParse(href) ? new URL(href).pathname : null);
  return (
    hrefs.find((href) => path(href) === '/auth/confirm') ??
    hrefs.find((href) => path(href) === '/membership/accept') ??
    null
  );
}

/** The stranger tries their own password on the sign-in page, and is told it matches nothing. */
async function strangerIsRefused(page: Page, email: string) {
  await signIn(page, { email, password: STRANGER_PASSWORD });
  await expect(page.getByText(WRONG_PASSWORD)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
}

test('a vendor account pre-registered by a stranger ends with only the studio signed in', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}-${test.info().project.name}`;
  const email = `preclaimed-${stamp}@e2e.perfete.local`.toLowerCase();
  const business = `Stolen Blooms ${stamp}`;

  // 1. The stranger signs the studio's address up, with a password of their own.
  const stranger = client();
  expect((await stranger.auth.signUp({ email, password: STRANGER_PASSWORD })).error).toBeNull();

  // 2. The studio applies; the admin invites it from the queue.
  await apply(email, business);
  const invitation = await inviteFromQueue(browser, business, email);

  // 3. The studio follows the invitation from its mailbox to its acceptance page; when that page
  //    has no session yet, it asks for a fresh sign-in link there and follows that one.
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${business}` });
  await page.goto(wayIn(invitation)!);
  const freshLink = page.getByRole('button', { name: 'Email me a sign-in link' });
  await expect(welcome.or(freshLink)).toBeVisible({ timeout: 60_000 });
  if (await freshLink.isVisible()) {
    const beforeFresh = await emailsSoFar(email);
    await freshLink.click();
    const signInLink = await newestInvitationEmail(email, beforeFresh, '/auth/confirm');
    await page.goto(wayIn(signInLink)!);
  }
  await expect(page).toHaveURL(/\/membership\/accept/);
  await expect(welcome).toBeVisible();

  // 4. Meanwhile the stranger's password, which the studio's link used to confirm, opens nothing.
  const strangerContext = await browser.newContext();
  const strangerPage = await strangerContext.newPage();
  await strangerIsRefused(strangerPage, email);

  // 5. The studio chooses its password and accepts: its dashboard, with its draft listing.
  await page.getByLabel('Choose a password', { exact: true }).fill(STUDIO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(STUDIO_PASSWORD);
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
  await expect(
    page.getByRole('list', { name: 'Your listings' }).getByRole('listitem').filter({
      hasText: business,
    }),
  ).toBeVisible();

  // 6. Only the studio is signed in: the stranger's password is refused, their client acts as
  //    nobody, and the dashboard sends them to sign in.
  await strangerIsRefused(strangerPage, email);
  const attempt = await client().auth.signInWithPassword({ email, password: STRANGER_PASSWORD });
  expect(attempt.error?.code).toBe('invalid_credentials');
  expect((await stranger.rpc('is_active_vendor')).data ?? false).toBe(false);
  expect((await stranger.rpc('my_listing_ids')).data ?? []).toEqual([]);
  await strangerPage.goto('/vendor-dashboard');
  await expect(strangerPage).toHaveURL(/\/login/);
  await strangerContext.close();

  // The studio's own password signs it in, as the vendor.
  const studio = client();
  expect(
    (await studio.auth.signInWithPassword({ email, password: STUDIO_PASSWORD })).error,
  ).toBeNull();
  expect((await studio.rpc('is_active_vendor')).data).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
});
