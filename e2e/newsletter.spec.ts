import { emailHeaders } from '../supabase/local/mailbox-client.ts';
import { linkTo, MAILBOX, nextEmail } from './accounts-helpers.ts';
import { expectNoSevereViolations } from './admin-helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue #44, first slice, at 1280 and 390 px: a reader subscribes from a story's end, the
 * confirmation arrives in the local mailbox (and nothing else), its link confirms, the welcome
 * arrives with RFC 8058 headers, the preferences page opens from it, and one click (as a mail
 * client sends it) unsubscribes. Each run uses an address of its own.
 */

const CONFIRM_SUBJECT = 'Confirm your Perféte newsletter';
const WELCOME_SUBJECT = 'Welcome to Perféte’s letters';

const nextYear = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/** A seeded live story (e2e/magazine.spec.ts reads it too, and nothing changes it). */
const STORY_SLUG = 'olive-grove-long-table-wedding-lucca';

test('subscribe from a story’s end, confirm from the email, leave in one click', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const address = `reader-${testInfo.project.name}-${Date.now()}@test.perfete.local`;

  await page.goto(`/blog/${STORY_SLUG}`);
  const form = page.getByRole('form', { name: 'Newsletter sign-up, end of story' });
  await form.scrollIntoViewIfNeeded();
  const email = form.getByLabel('Your email');

  // Wrong first: the form says what is wrong and keeps what was typed.
  await email.fill('not-an-address');
  await form.getByLabel(/Your wedding, week by week/).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    form.getByText('Please enter your email address, like name@example.com.'),
  ).toBeVisible();
  await expect(form.getByText(/Week by week follows your wedding date/)).toBeVisible();
  await expect(email).toHaveValue('not-an-address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(address);
  await form.getByLabel('Wedding date').fill(nextYear());
  await form.getByLabel(/City/).fill('Lisbon');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The confirmation, and nothing else, before the click.
  const confirmation = await nextEmail(address, CONFIRM_SUBJECT, []);
  const link = linkTo(confirmation, '/newsletter/confirm');
  // Opening the link (as a mail scanner does) confirms nothing: the reader's click does.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveTitle(/Confirm your subscription/);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByRole('heading', { name: 'You’re subscribed' })).toBeVisible();
  await expectNoSevereViolations(page);

  // Spent: the same link again confirms nothing.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Yes, subscribe me' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  const welcome = await nextEmail(address, WELCOME_SUBJECT, []);
  const headers = await emailHeaders(MAILBOX, welcome);
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = headers['list-unsubscribe']!.replace(/^<|>$/g, '');

  // The visible link: the preferences, by token, without signing in.
  const preferences = linkTo(welcome, '/newsletter/preferences');
  await page.goto(`${preferences.pathname}${preferences.search}`);
  await expect(page.getByRole('heading', { name: 'Your letters', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/City/)).toHaveValue('Lisbon');
  await expectNoSevereViolations(page);

  // One click, as a mail client sends it (RFC 8058).
  const answer = await request.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You’re unsubscribed' })).toBeVisible();
});

test('the footer’s form and /newsletter say what the letters are, with no tracking pixel', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/newsletter');
  await expect(page).toHaveTitle(/The Newsletter/);
  await expect(page.getByRole('heading', { name: 'The Newsletter', level: 1 })).toBeVisible();
  await expect(page.getByText('No tracking pixel', { exact: true })).toBeVisible();
  const footerForm = page.getByRole('form', { name: 'Newsletter sign-up', exact: true });
  await footerForm.scrollIntoViewIfNeeded();
  await expect(footerForm.getByLabel('Your email')).toBeVisible();
  await expectNoSevereViolations(page);
});
