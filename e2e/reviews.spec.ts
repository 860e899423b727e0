import { createHash, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { listEmails } from '../supabase/local/mailbox-client.ts';
import { MAILBOX, nextEmail, type CaughtEmail } from './accounts-helpers.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  service,
  signIn,
} from './admin-helpers.ts';
import { throwawayVendor } from './vendor-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * Issue #32 through the real local mailbox: a couple's inquiry whose wedding has passed → the
 * delivery (the stack runs it every second) sends the invitation → the form → the review on the
 * vendor's page with its verified line; the link a second time says it was used; the vendor
 * answers. At 390 px the form and a demo vendor's reviews read well. axe on both pages.
 */
const SHOTS = '/tmp/shots-r';
const PHOTO = 'supabase/seed/assets/videos/garden-vows.webp';
/** A demo vendor with four seeded reviews (supabase/seed/build-reviews.ts). */
const REVIEWED_DEMO = 'casa-villasenor-events';
const DAY_MS = 86_400_000;
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const monthYear = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );

/** The review link in an invitation email (its path, /review/<token>). */
function reviewLink(email: CaughtEmail): string {
  const href = [...(email.html ?? '').matchAll(/href="([^"]+)"/g)]
    .map((match) => new URL(match[1]!.replaceAll('&amp;', '&')))
    .find((url) => url.pathname.startsWith('/review/'));
  if (!href) throw new Error(`The email "${email.subject}" has no review link`);
  return href.pathname;
}

/**
 * A throwaway vendor (confirmed account, active member) with one published listing. `history`:
 * invitations the listing already had, long ago, so its next review is not among the vendor's
 * first (which an admin reads before they appear).
 */
async function arrangeVendor(options: { history?: number; contactEmail?: string } = {}) {
  const vendor = await throwawayVendor('reviews-vendor', `Atelier Review ${stamp()}`, {
    city: 'Porto',
    country: 'Portugal',
    description: 'Arranged for the reviews end-to-end test.',
    contact_email: options.contactEmail,
  });
  const { listingId } = vendor;
  const past = new Date(Date.now() - 400 * DAY_MS).toISOString();
  for (let n = 0; n < (options.history ?? 0); n += 1) {
    const earlier = await service.from('review_invitations').insert({
      listing_id: listingId,
      email: `earlier-${n}-${stamp()}@e2e.perfete.local`,
      token_hash: createHash('sha256').update(randomUUID()).digest('hex'),
      expires_at: past,
      sent_at: past,
      used_at: past,
      created_at: past,
    });
    if (earlier.error) throw earlier.error;
  }
  return vendor;
}

/** An inquiry sent from the vendor's page, as a couple (or anyone) sends one. */
async function inquire(page: Page, urlName: string, email: string) {
  await page.goto(`/index/${urlName}`);
  const form = page.getByRole('form', { name: /^Inquire with/ });
  await form.getByLabel('Your name').fill('Marta Ribeiro');
  await form.getByLabel('Email address').fill(email);
  const nextYear = new Date(Date.now() + 365 * DAY_MS).toISOString().slice(0, 10);
  await form.getByLabel('Wedding date').fill(nextYear);
  await form.getByLabel('Number of guests').fill('80');
  await form.getByLabel('Your message').fill('We would love you to photograph our wedding.');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('heading', { name: /your inquiry is on its way/ })).toBeVisible();
}

/** The couple writes from the vendor's page; then their wedding is moved into the past. */
async function inquireAndMarry(page: Page, urlName: string, email: string) {
  await inquire(page, urlName, email);
  // Months pass: the inquiry was sent long ago, the vendor marked it booked, the day came.
  const sent = new Date(Date.now() - 200 * DAY_MS);
  const wedding = new Date(Date.now() - 5 * DAY_MS);
  const moved = await service
    .from('inquiries')
    .update({
      created_at: sent.toISOString(),
      wedding_date: wedding.toISOString().slice(0, 10),
      status: 'booked',
    })
    .eq('email', email)
    .select('id');
  expect(moved.data).toHaveLength(1);
  return { sent, wedding };
}

test.describe('verified reviews', { tag: '@desktop' }, () => {
  test('invitation email → form → review on the page, used link, vendor answers', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await mkdir(SHOTS, { recursive: true });
    const vendor = await arrangeVendor({ history: 3 });
    const couple = `couple-${stamp()}@e2e.perfete.local`;
    const { sent, wedding } = await inquireAndMarry(page, vendor.urlName, couple);

    const invitation = await nextEmail(couple, `How was ${vendor.name}? Tell other couples`, []);
    const link = reviewLink(invitation);
    await page.goto(link);

    const form = page.getByRole('form', { name: `Review ${vendor.name}` });
    await expect(form).toBeVisible();
    await expectNoSevereViolations(page);
    const overall = form.getByRole('radiogroup', { name: 'Overall rating' });
    await overall.getByRole('radio', { name: '5 stars' }).check();
    await form
      .getByRole('radiogroup', { name: /^Quality/ })
      .getByRole('radio', { name: '4 stars' })
      .check();
    await form.getByLabel('Title').fill('Every moment, quietly caught');
    await form
      .getByLabel('Your review')
      .fill(
        'We barely noticed the camera all day, and the gallery holds every moment we cared about, beautifully edited.',
      );
    await form.getByLabel('Add photos of the day').setInputFiles(PHOTO);
    await form.getByLabel('Describe photo 1').fill('The two of us under the olive tree');
    // A button in the site's style, not the browser's picker that still said "No file chosen"
    // beside the photo just added (#41).
    await expect(form.getByText('Choose more photos')).toHaveCSS('text-transform', 'uppercase');
    expect(
      (await form.getByLabel('Add photos of the day').boundingBox())?.width ?? 0,
    ).toBeLessThanOrEqual(1);
    await form.getByLabel('Show our first names with the review').check();
    await form.getByLabel('First names to show').fill('Marta & Jon');
    await page.screenshot({ path: `${SHOTS}/review-form-1280.png`, fullPage: true });
    await form.getByRole('button', { name: 'Publish review' }).click();
    // the photo's upload and the write, on a loaded machine
    await expect(
      page.getByRole('heading', { name: 'Thank you — your review is published' }),
    ).toBeVisible({ timeout: 15_000 });

    await page.goto(`/index/${vendor.urlName}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(
      reviews.getByRole('heading', { name: 'Every moment, quietly caught' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(reviews).toContainText('Marta & Jon');
    await expect(reviews).toContainText(
      `Verified couple — inquired through Perféte in ${monthYear(sent)}, married ${monthYear(wedding)}`,
    );
    await expect(reviews).toContainText('Booked, confirmed by the vendor');
    await expect(
      reviews.getByRole('img', { name: 'The two of us under the olive tree' }),
    ).toBeVisible();
    // one review: no average yet
    await expect(reviews).toContainText('1 review by verified couples');
    await expect(reviews.getByText('Rated 5 out of 5')).toHaveCount(1);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '').join('\n'));
    expect(jsonLd).toContain('"@type":"Review"');
    await expectNoSevereViolations(page);
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/vendor-reviews-1280.png`, fullPage: true });

    // The same link again: used.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'This review link has already been used' }),
    ).toBeVisible();

    // The vendor answers, from their dashboard.
    const vendorContext = await browser.newContext();
    const vendorPage = await vendorContext.newPage();
    await signIn(vendorPage, vendor);
    await expect(vendorPage).not.toHaveURL(/\/login$/, { timeout: 20_000 });
    await vendorPage.goto('/vendor-dashboard');
    const desk = vendorPage.getByRole('region', { name: 'Reviews' });
    await expect(desk.getByRole('heading', { name: 'Every moment, quietly caught' })).toBeVisible({
      timeout: 15_000,
    });
    await desk.getByRole('button', { name: 'Answer' }).click();
    await desk
      .getByRole('textbox', { name: `Answer as ${vendor.name}` })
      .fill('Thank you both: what a day it was.');
    await desk.getByRole('button', { name: 'Publish answer' }).click();
    await expect(desk.getByText('Thank you both: what a day it was.')).toBeVisible();
    await vendorContext.close();

    // The couple is told, with the answer and a link to their review on the vendor's page.
    const told = await nextEmail(couple, `${vendor.name} answered your review`, []);
    expect(told.text).toContain('Thank you both: what a day it was.');
    const toReview = [...(told.html ?? '').matchAll(/href="([^"]+)"/g)]
      .map((match) => new URL(match[1]!.replaceAll('&amp;', '&')))
      .find((url) => url.pathname === `/index/${vendor.urlName}`);
    expect(toReview?.hash).toMatch(/^#review-[0-9a-f-]{36}$/);
    await page.goto(`${toReview!.pathname}${toReview!.hash}`);
    const answered = page.getByRole('region', { name: 'Reviews' });
    await expect(answered).toContainText(`Answer from ${vendor.name}`, { timeout: 15_000 });
    await expect(answered).toContainText('Thank you both: what a day it was.');
    const card = page.locator(toReview!.hash);
    await expect(card).toContainText('Every moment, quietly caught');
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });
});

test.describe('verified means verified', () => {
  test('a review link for a self-sent inquiry is never issued', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const contact = `studio-${stamp()}@e2e.perfete.local`;
    const vendor = await arrangeVendor({ contactEmail: contact });
    const [local, domain] = vendor.email.split('@') as [string, string];
    // The vendor, signed in, writes to her own listing: from an address made up for it, her
    // account's (with a +tag) and the listing's contact address.
    await signIn(page, vendor);
    await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
    const own = [`ana-fan-${stamp()}@e2e.perfete.local`, `${local}+fan@${domain}`, contact];
    for (const email of own) await inquire(page, vendor.urlName, email);
    // A real couple writes too, from their own browser.
    const coupleContext = await browser.newContext();
    const couple = `couple-${stamp()}@e2e.perfete.local`;
    await inquire(await coupleContext.newPage(), vendor.urlName, couple);
    await coupleContext.close();

    // Months pass: the vendor marked each one replied, each was sent long before the day, which came.
    const moved = await service
      .from('inquiries')
      .update({
        status: 'replied',
        created_at: new Date(Date.now() - 200 * DAY_MS).toISOString(),
        wedding_date: new Date(Date.now() - 5 * DAY_MS).toISOString().slice(0, 10),
      })
      .eq('listing_id', vendor.listingId)
      .select('email');
    expect(moved.data).toHaveLength(4);
    const run = await service.rpc('invite_reviews');
    expect(run.error).toBeNull();

    // The couple's invitation arrives (the run and its delivery are done); the vendor's own never.
    await nextEmail(couple, `How was ${vendor.name}? Tell other couples`, []);
    const invitations = await service
      .from('review_invitations')
      .select('email')
      .eq('listing_id', vendor.listingId);
    expect(invitations.data).toEqual([{ email: couple }]);
    const ownAddresses = new Set(own.map((email) => email.toLowerCase()));
    const reviewEmails = (await listEmails(MAILBOX)).filter(
      (email) =>
        email.subject.includes('Tell other couples') &&
        email.to.some((recipient) => ownAddresses.has(recipient.address.toLowerCase())),
    );
    expect(reviewEmails).toEqual([]);
  });
});

test.describe('reviews at every width', () => {
  test('a demo vendor’s reviews and a review form read well', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await mkdir(SHOTS, { recursive: true });
    const width = testInfo.project.name === 'mobile' ? 390 : 1280;

    // The reviews (for the section and the head's JSON-LD) are one request.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${E2E_SUPABASE_URL}/rest/v1/reviews`))
        asked.push(request.url());
    });
    await page.goto(`/index/${REVIEWED_DEMO}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    // below the fold, in its own chunk, after the listing: on a loaded machine it takes a moment
    await expect(reviews).toContainText('4 reviews by verified couples', { timeout: 15_000 });
    // what "verified" means, in one sentence under the heading
    await expect(
      reviews.getByText(
        /^Verified means the couple wrote to .+ through Perféte at least two weeks before their wedding/,
      ),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    await expect(reviews.getByRole('list', { name: 'Reviews by rating' })).toBeVisible();
    // an average from three reviews on
    await expect(reviews).toContainText('4.8');
    await reviews.getByLabel('Sort reviews').selectOption('lowest');
    await expect(reviews.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Beautiful day, a few slow weeks',
    );
    await expectNoSidewaysScroll(page);
    await expectNoSevereViolations(page);
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/demo-reviews-${width}.png` });

    // A fresh invitation for a demo inquiry-like row, opened at this width.
    const vendor = await service
      .from('listings')
      .select('id')
      .eq('url_name', REVIEWED_DEMO)
      .single();
    const email = `width-${stamp()}@e2e.perfete.local`;
    const inquiry = await service.from('inquiries').insert({
      listing_id: vendor.data!.id,
      name: 'Ana Sousa',
      email,
      wedding_date: new Date(Date.now() - 4 * DAY_MS).toISOString().slice(0, 10),
      message: 'Planning our wedding.',
      status: 'replied',
      created_at: new Date(Date.now() - 100 * DAY_MS).toISOString(),
    });
    expect(inquiry.error).toBeNull();
    const invitation = await nextEmail(email, 'Tell other couples', []);
    await page.goto(reviewLink(invitation));
    const form = page.getByRole('form', { name: /^Review / });
    await expect(form.getByRole('radiogroup', { name: 'Overall rating' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSevereViolations(page);
    // Sent without a rating: the errors say what to fix, beside the fields.
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(form.getByText('Choose an overall rating.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/review-form-${width}.png`, fullPage: true });
  });
});
