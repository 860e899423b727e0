import { AxeBuilder } from './axe.ts';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_SENDER } from '../supabase/local/functions.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { emailsSoFar, linkTo, nextEmail, throwawayAccount } from './accounts-helpers.ts';
import { expect, test, type Page } from './test.ts';

const APPLICATION_RECEIVED = 'Thank you — your application is with us';
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

/**
 * Arranges an invitation for `email` as the queue would (an application, the admin's invitation),
 * then withdraws it or backdates it past its expiry. The withdrawn one is withdrawn by the admin;
 * only the backdating needs the service key, as no person can make time pass.
 */
async function inviteThrough(email: string, then: 'revoke' | 'expire') {
  const business = `Arranged ${Date.now()}`;
  const anon = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);
  const categories = await anon.from('business_categories').select('id').limit(1);
  const sent = await anon.from('membership_applications').insert({
    business_name: business,
    contact_name: 'Arranged Applicant',
    email,
    category: categories.data![0]!.id,
    city: 'Porto',
    country: 'Portugal',
    message: 'Arranged for an end-to-end test.',
    consent: true,
  });
  if (sent.error) throw sent.error;
  const admin = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);
  const signedIn = await admin.auth.signInWithPassword({
    email: DEMO_ACCOUNTS.admin.email,
    password: DEMO_ACCOUNTS.admin.password,
  });
  if (signedIn.error) throw signedIn.error;
  const application = await admin
    .from('membership_applications')
    .select('id')
    .eq('business_name', business)
    .single();
  if (application.error) throw application.error;
  const invitation = await admin.rpc('create_invitation', { application_id: application.data.id });
  if (invitation.error) throw invitation.error;
  const invitationId = (invitation.data as { invitation_id: string }).invitation_id;
  if (then === 'revoke') {
    const revoked = await admin
      .from('membership_invitations')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', invitationId);
    if (revoked.error) throw revoked.error;
  } else {
    const service = createClient(E2E_SUPABASE_URL, LOCAL_SECRET_KEY, clientOptions);
    const expired = await service
      .from('membership_invitations')
      .update({
        created_at: new Date(Date.now() - 20 * 86_400_000).toISOString(),
        expires_at: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .eq('id', invitationId);
    if (expired.error) throw expired.error;
  }
}

/**
 * /membership: the page, the application's validation, its confirmation, and the kind answer to a
 * second application from the same address. (The whole journey to a member's first listing runs
 * at 1280 px once the review and invitation pages exist.)
 */
async function expectNoSevereViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => violation.id)).toEqual([]);
}

async function fillApplication(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Apply for membership' });
  await form.getByLabel('Business name').fill('Maison Lumen Studio');
  await form.getByLabel('What you do').selectOption({ label: 'Photography' });
  await form.getByLabel('City').fill('Lisbon');
  await form.getByLabel('Country').fill('Portugal');
  await form.getByLabel('Website').fill('https://maisonlumen.example');
  await form.getByLabel(/^Portfolio link 1/).fill('https://maisonlumen.example/weddings/sintra');
  await form.getByRole('button', { name: 'Add another link' }).click();
  await form.getByLabel(/^Portfolio link 2/).fill('https://maisonlumen.example/weddings/comporta');
  await form.getByLabel('Years in business').fill('9');
  await form
    .getByLabel('Your work, in your words')
    .fill(
      'We photograph weddings by the Atlantic as they happen: no staging, long lenses, film for the portraits and a quiet presence the guests forget.',
    );
  await form.getByLabel('Your name').fill('Inês Duarte');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/Perféte may contact me/).check();
  return form;
}

test('the page says what membership is, and has no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/membership');
  await expect(
    page.getByRole('heading', { level: 1, name: /invitation-only directory/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How admission works' })).toBeVisible();
  await expect(page.getByText('there is no fee, and no one can pay to rank higher')).toBeVisible();
  await expectNoSevereViolations(page);
});

test('the application says what is wrong, keeps what was typed, then confirms what happens next', async ({
  page,
}) => {
  await page.goto('/membership#apply');
  const form = page.getByRole('form', { name: 'Apply for membership' });
  await form.getByLabel('Website').fill('maisonlumen.example');
  await form.getByLabel('Your work, in your words').fill('Too short.');
  await form.getByRole('button', { name: 'Send my application' }).click();

  await expect(form.getByRole('alert').first()).toContainText('fields need your attention');
  await expect(form.getByText('Please enter the name of your business.')).toBeVisible();
  await expect(form.getByText('Please choose what you do.')).toBeVisible();
  await expect(
    form.getByText('Please enter a web address starting with https://', { exact: false }),
  ).toBeVisible();
  await expect(
    form.getByText('Please tell us about your work in at least 80 characters.'),
  ).toBeVisible();
  await expect(
    form.getByText('Please agree that we may contact you about your application.'),
  ).toBeVisible();
  await expect(form.getByLabel('Website')).toHaveValue('maisonlumen.example');
  await expectNoSevereViolations(page);

  const email = `apply-${Date.now()}-${test.info().project.name}@e2e.perfete.local`;
  await fillApplication(page, email);
  await form.getByRole('button', { name: 'Send my application' }).click();
  const answer = page.getByRole('status').filter({ hasText: 'your application is with us' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(`Within 14 days you will hear from us at ${email}`);
  await expect(
    page.getByRole('heading', { name: 'Thank you — your application is with us' }),
  ).toBeFocused();

  // The same address again: the same answer as a first (issue #29: nothing tells a visitor that,
  // or when, an address applied); the address itself is told by email instead.
  await page.getByRole('button', { name: 'Back to the form' }).click();
  await fillApplication(page, email);
  await form.getByRole('button', { name: 'Send my application' }).click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(`Within 14 days you will hear from us at ${email}`);
  await expect(page.getByRole('status').filter({ hasText: 'already with us' })).toHaveCount(0);
});

/**
 * The invitation email's button, then the acceptance page's "Email me a sign-in link" (issue #40:
 * the invitation is Perféte's email; the sign-in is the auth service's neutral one). Returns the
 * sign-in email's link.
 */
const PERFETE_SENDER = LOCAL_SENDER.address;

async function signInFromInvitation(page: Page, email: string, invitationLink: string) {
  await page.goto(invitationLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Your invitation' })).toBeVisible();
  const before = await emailsSoFar(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'A sign-in link is on its way' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`We’ve sent a sign-in link to ${email}.`);
  const signInEmail = await nextEmail(email, 'Sign in to Perféte', before);
  // From the address every other email of Perféte's comes from (#41: it was no-reply@…).
  expect(signInEmail.from?.map((sender) => sender.address)).toEqual([PERFETE_SENDER]);
  return linkTo(signInEmail, '/auth/confirm').href;
}

test.describe('from application to membership', () => {
  test('apply, be invited with a note, accept from the email, find the first listing drafted', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const email = `journey-${stamp}@e2e.perfete.local`;
    const business = `Maison Lumen ${stamp}`;

    // 1. An anonymous visitor applies.
    await page.goto('/membership');
    const form = await fillApplication(page, email);
    await form.getByLabel('Business name').fill(business);
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(page.getByRole('heading', { name: APPLICATION_RECEIVED })).toBeVisible();

    // 2. An admin invites them, with a public note.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await admin.getByLabel('Email address').fill(DEMO_ACCOUNTS.admin.email);
    await admin.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto('/admin/applications');
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Membership applications' }),
    ).toBeVisible();
    const entry = admin.getByRole('listitem').filter({ hasText: business });
    await entry.getByText(business).click();
    await expect(entry.getByText('https://maisonlumen.example/weddings/comporta')).toBeVisible();
    await expectNoSevereViolations(admin);
    const before = await emailsSoFar(email);
    await entry
      .getByLabel('Why we invited them (shown on their page)')
      .fill('For light that feels like the Atlantic in September.');
    await entry.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      admin.getByRole('region', { name: 'Notifications (F8)' }).getByText('Invitation sent'),
    ).toBeVisible();
    await adminContext.close();

    // 3. The applicant opens the invitation from the caught email, signs in with the link the
    // page sends, chooses a password, accepts.
    const invitation = await nextEmail(email, 'Your invitation to Perféte', before);
    expect(invitation.from?.map((sender) => sender.address)).toEqual([PERFETE_SENDER]);
    const signIn = await signInFromInvitation(
      page,
      email,
      linkTo(invitation, '/membership/accept').href,
    );
    await expectNoSevereViolations(page);
    await page.goto(signIn);
    await expect(page).toHaveURL(/\/membership\/accept$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${business}` }),
    ).toBeVisible();
    await expectNoSevereViolations(page);
    await page.getByLabel('Choose a password', { exact: true }).fill('Lumen-studio-2026');
    await page.getByLabel('Confirm new password').fill('Lumen-studio-2026');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();

    // 4. The dashboard, with the first listing drafted from the application.
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    const listings = page.getByRole('list', { name: 'Your listings' });
    const draft = listings.getByRole('listitem').filter({ hasText: business });
    await expect(draft).toBeVisible();
    await expect(draft).toContainText('Photography · Lisbon, Portugal');
    await expect(draft).toContainText('Draft');
    await expect(draft.getByRole('link', { name: /Complete this listing/ })).toBeVisible();

    // 5. What they wrote is carried over: their words, the plain web address, their name.
    await draft.getByRole('link', { name: /Complete this listing/ }).click();
    await expect(page.getByLabel('Description')).toHaveValue(
      /^We photograph weddings by the Atlantic as they happen/,
    );
    await expect(page.getByLabel('Web address')).toHaveValue(`maison-lumen-${stamp}`);
    await page.goto('/account-settings');
    await expect(page.getByLabel('Full name')).toHaveValue('Inês Duarte');
  });

  test(
    'an invitation whose sign-in link was already used sends a fresh one by itself',
    { tag: '@desktop' },
    async ({ page, browser }) => {
      test.setTimeout(180_000);
      const stamp = Date.now();
      const email = `fresh-${stamp}@e2e.perfete.local`;
      const business = `Atelier Sable ${stamp}`;
      const anon = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);
      const categories = await anon.from('business_categories').select('id').limit(1);
      const applied = await anon.from('membership_applications').insert({
        business_name: business,
        contact_name: 'Inês Duarte',
        email,
        category: categories.data![0]!.id,
        city: 'Porto',
        country: 'Portugal',
        message: 'Arranged for an end-to-end test.',
        consent: true,
      });
      if (applied.error) throw applied.error;

      // An admin invites them from the queue.
      const adminContext = await browser.newContext();
      const admin = await adminContext.newPage();
      await admin.goto('/login');
      await admin.getByLabel('Email address').fill(DEMO_ACCOUNTS.admin.email);
      await admin.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
      await admin.getByRole('button', { name: 'Sign in' }).click();
      await expect(admin).toHaveURL(/\/admin$/);
      await admin.goto('/admin/applications');
      const entry = admin.getByRole('listitem').filter({ hasText: business });
      await entry.getByText(business).click();
      const before = await emailsSoFar(email);
      await entry
        .getByLabel('Why we invited them (shown on their page)')
        .fill('For portraits as quiet as the dunes.');
      await entry.getByRole('button', { name: 'Send invitation' }).click();
      await expect(
        admin.getByRole('region', { name: 'Notifications (F8)' }).getByText('Invitation sent'),
      ).toBeVisible();
      await adminContext.close();

      // The email greets her and the studio by name, in both parts.
      const invitation = await nextEmail(email, 'Your invitation to Perféte', before);
      for (const part of [invitation.html ?? '', invitation.text ?? '']) {
        expect(part).toContain('Dear Inês Duarte,');
        expect(part).toContain(`the work of ${business},`);
      }
      const link = await signInFromInvitation(
        page,
        email,
        linkTo(invitation, '/membership/accept').href,
      );

      // The sign-in link is spent elsewhere first (a mail scanner, another device)…
      const elsewhere = await browser.newContext();
      const scanner = await elsewhere.newPage();
      await scanner.goto(link);
      // Spent: the link signed the scanner in (verify, then the landing query).
      await expect(scanner).toHaveURL(/\/membership\/accept$/, { timeout: 15_000 });
      await elsewhere.close();

      // …so here it is refused, and the page sends a fresh one to the invited address at once.
      const beforeFresh = await emailsSoFar(email);
      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: 'A sign-in link is on its way' }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toContainText('had expired or had already been used');
      await expect(page.getByRole('status')).toContainText(
        `We’ve sent a sign-in link to ${email}.`,
      );
      await expect(page).toHaveURL(/\/membership\/accept\?invitation=[0-9a-f]{64}$/);
      await expectNoSevereViolations(page);

      const fresh = await nextEmail(email, 'Sign in to Perféte', beforeFresh);
      expect(fresh.text).not.toContain('Inês Duarte');
      await page.goto(linkTo(fresh, '/auth/confirm').href);
      await expect(page).toHaveURL(/\/membership\/accept$/);
      await expect(
        page.getByRole('heading', { level: 1, name: `Welcome, ${business}` }),
      ).toBeVisible();
    },
  );

  for (const [state, heading, arrange] of [
    ['withdrawn', 'This invitation was withdrawn', 'revoke'],
    ['expired', 'This invitation has expired', 'expire'],
  ] as const) {
    test(`an ${state} invitation says so`, async ({ page }) => {
      const email = `${state}-${Date.now()}-${test.info().project.name}@e2e.perfete.local`;
      const account = await throwawayAccount(state, email);
      await inviteThrough(email, arrange);
      await page.goto('/login');
      await page.getByLabel('Email address').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/account-settings$/);
      await page.goto('/membership/accept');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Write to us' })).toBeVisible();
    });
  }
});
