import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { nextEmail, type CaughtEmail } from './accounts-helpers.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  service,
  signIn,
} from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * Issue #31, one inquiry to several vendors, at 1280 and 390 px: a couple saves two demo vendors
 * (one of vendor.ana's, one of vendor.marco's), picks both under Saved and sends one message.
 * Each vendor finds its own inquiry in its inbox, naming no other vendor; the couple's one
 * confirmation in the real local mailbox lists both. Each run writes as its own couple.
 */

const ANA_LISTING = 'casa-villasenor-events';
const MARCO_LISTING = 'bellandi-fotografia';

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const text = (email: CaughtEmail) => `${email.text ?? ''}\n${email.html ?? ''}`;

async function listingName(urlName: string) {
  const { data, error } = await service
    .from('listings')
    .select('name')
    .eq('url_name', urlName)
    .single();
  if (error) throw error;
  return (data as { name: string }).name;
}

async function save(page: Page, urlName: string, name: string) {
  await page.goto(`/index/${urlName}`);
  const button = page.getByRole('button', { name: `Save ${name}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Signs in as a demo vendor and finds the couple's inquiry in its inbox. */
async function inboxItem(page: Page, account: { email: string; password: string }, words: string) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, account);
  await expect(page).toHaveURL(/\/vendor-dashboard$/);
  const inbox = page.getByRole('list', { name: 'Inquiries' });
  const item = inbox.getByRole('listitem').filter({ hasText: words });
  await expect(item).toHaveCount(1);
  return item;
}

test('one message to two saved vendors: each inbox has its own, the couple one confirmation', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const id = stamp();
  const couple = {
    name: `Giulia ${id}`,
    email: `couple-${id}@e2e.perfete.local`,
    message: `We marry in the spring and would love to hear from you both (${id}).`,
  };
  const ana = await listingName(ANA_LISTING);
  const marco = await listingName(MARCO_LISTING);

  await save(page, ANA_LISTING, ana);
  await save(page, MARCO_LISTING, marco);
  await page.goto('/saved');
  await page.getByRole('checkbox', { name: `Pick ${ana}` }).check();
  await page.getByRole('checkbox', { name: `Pick ${marco}` }).check();
  await page.getByRole('button', { name: 'Write to 2 vendors' }).click();

  const form = page.getByRole('form', { name: 'Write to 2 vendors' });
  await expect(form.getByRole('list', { name: 'Writing to' })).toContainText(ana);
  await expect(form.getByRole('list', { name: 'Writing to' })).toContainText(marco);
  // Clear messages per field before anything is sent.
  await form.getByRole('button', { name: 'Send to 2 vendors' }).click();
  await expect(form.getByText('Please tell us your name.')).toBeVisible();
  await expect(form.getByLabel('Your name')).toBeFocused();

  await form.getByLabel('Your name').fill(couple.name);
  await form.getByLabel('Email address').fill(couple.email);
  const nextYear = new Date();
  nextYear.setFullYear(nextYear.getFullYear() + 1);
  await form.getByLabel('Wedding date').fill(nextYear.toISOString().slice(0, 10));
  await form.getByLabel('Number of guests').fill('90');
  await form.getByLabel('Your message').fill(couple.message);
  await expectNoSevereViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({
    path: `/tmp/shots-m/multi-inquiry-form-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await form.getByRole('button', { name: 'Send to 2 vendors' }).click();

  await expect(page.getByRole('heading', { name: /your message is with 2 vendors/ })).toBeFocused();
  const written = page.getByRole('list', { name: 'Vendors written to' });
  await expect(written.getByRole('listitem')).toHaveText([ana, marco]);
  await expectNoSevereViolations(page);
  await page.screenshot({
    path: `/tmp/shots-m/multi-inquiry-sent-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The couple's one confirmation, through the real mailbox, lists both.
  const confirmation = await nextEmail(couple.email, 'Your message to 2 vendors', []);
  expect(text(confirmation)).toContain(ana);
  expect(text(confirmation)).toContain(marco);
  expect(text(confirmation)).toContain(couple.message);

  // Each vendor's inbox has its own inquiry, which names no other vendor.
  const anaItem = await inboxItem(page, DEMO_ACCOUNTS.vendorAna, couple.message);
  await expect(anaItem).toContainText(couple.name);
  await expect(anaItem).not.toContainText(marco);
  const marcoItem = await inboxItem(page, DEMO_ACCOUNTS.vendorMarco, couple.message);
  await expect(marcoItem).toContainText(couple.name);
  await expect(marcoItem).not.toContainText(ana);
});
