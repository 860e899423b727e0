import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { emailHeaders, type CaughtEmail } from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { linkTo, MAILBOX, nextEmail, throwawayAccount } from './accounts-helpers.ts';
import { expectNoSevereViolations, service, signIn } from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * Issue #25 through the real local mailbox, at 1280 px: the stack delivers the outbox every
 * second. Each test writes to its own addresses (a couple, an applicant, a throwaway vendor) or
 * a listing named for it, so tests running beside it cannot take or hold its emails. Subjects
 * are those of supabase/functions/_shared/mail/messages.ts.
 */

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };
/** A demo listing of vendor.ana's (the directory spec writes to it too). */
const ANA_LISTING = 'flor-de-agave-atelier';

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const text = (email: CaughtEmail) => `${email.text ?? ''}\n${email.html ?? ''}`;

/**
 * Where the listing's inquiry emails go: its contact address, else its owner's account email
 * (given: the local auth service lists no users to the secret key).
 */
async function vendorAddress(urlName: string, ownerEmail: string) {
  const listing = await service
    .from('listings')
    .select('name,contact_email')
    .eq('url_name', urlName)
    .single();
  if (listing.error) throw listing.error;
  const { name, contact_email: contact } = listing.data as {
    name: string;
    contact_email: string | null;
  };
  return { name, address: contact ?? ownerEmail };
}

/** A couple writes from the vendor's page, as a visitor would. */
async function sendInquiry(
  page: Page,
  urlName: string,
  couple: { name: string; email: string; message: string },
) {
  await page.goto(`/index/${urlName}`);
  const form = page.getByRole('form', { name: /^Inquire with/ });
  await form.getByLabel('Your name').fill(couple.name);
  await form.getByLabel('Email address').fill(couple.email);
  const nextYear = new Date();
  nextYear.setFullYear(nextYear.getFullYear() + 1);
  await form.getByLabel('Wedding date').fill(nextYear.toISOString().slice(0, 10));
  await form.getByLabel('Number of guests').fill('90');
  await form.getByLabel('Your message').fill(couple.message);
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('heading', { name: /your inquiry is on its way/ })).toBeVisible();
}

/** A listing of `owner`'s in `status`, named `name` (the secret key writes the private owner_id). */
async function arrangeListing(
  owner: { email: string; password: string },
  name: string,
  status: 'pending' | 'published',
) {
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);
  const signedIn = await client.auth.signInWithPassword(owner);
  if (signedIn.error) throw signedIn.error;
  const category = await service
    .from('business_categories')
    .select('id')
    .eq('slug', 'photography')
    .single();
  const urlName = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const listing = await service.from('listings').insert({
    name,
    url_name: urlName,
    status,
    owner_id: signedIn.data.user.id,
    business_category_id: category.data!.id,
    city: 'Lisbon',
    state: 'Lisbon',
    country: 'Portugal',
    description: 'Arranged for the notifications end-to-end test.',
  });
  if (listing.error) throw listing.error;
  return { userId: signedIn.data.user.id, urlName };
}

/** A throwaway account made an active vendor with one published listing of its own. */
async function arrangeVendor(label: string) {
  const account = await throwawayAccount(label);
  const name = `Atelier Digest ${stamp()}`;
  const { userId, urlName } = await arrangeListing(account, name, 'published');
  const member = await service.from('vendor_members').insert({ user_id: userId, status: 'active' });
  if (member.error) throw member.error;
  return { ...account, name, urlName };
}

test.describe('notifications by email', { tag: '@desktop' }, () => {
  test('a couple’s inquiry reaches the vendor, Reply-To the couple, with a copy to the couple', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const id = stamp();
    const couple = {
      name: `Giulia ${id}`,
      email: `couple-${id}@e2e.perfete.local`,
      message: `We marry in Oaxaca next spring and love your work (${id}).`,
    };
    const vendor = await vendorAddress(ANA_LISTING, DEMO_ACCOUNTS.vendorAna.email);
    await sendInquiry(page, ANA_LISTING, couple);

    const lead = await nextEmail(
      vendor.address,
      `New inquiry for ${vendor.name} from ${couple.name}`,
      [],
    );
    expect(text(lead)).toContain(couple.message);
    expect((await emailHeaders(MAILBOX, lead))['reply-to']).toContain(couple.email);

    const copy = await nextEmail(couple.email, `Your message to ${vendor.name}`, []);
    expect(text(copy)).toContain(couple.message);

    // The email's button opens that inquiry in the vendor's inbox, after signing in.
    const inbox = linkTo(lead, '/vendor-dashboard');
    expect(inbox.searchParams.get('inquiry')).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto(`${inbox.pathname}${inbox.search}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email address').fill(DEMO_ACCOUNTS.vendorAna.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.vendorAna.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`inquiry=${inbox.searchParams.get('inquiry')}`));
    const linked = page.getByRole('listitem').filter({ hasText: 'The inquiry from your email' });
    await expect(linked).toContainText(couple.name);
    const row = linked.getByRole('button').first();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
    // Open: the couple's words in full and the reply are there.
    await expect(linked.getByRole('link', { name: /Reply by email/ })).toBeVisible();
    await expect(linked.getByRole('paragraph').filter({ hasText: couple.message })).toBeVisible();
  });

  test('an admin returns a listing with a reason, which the vendor’s email carries', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const name = `Studio Ritorno ${stamp()}`;
    const reason = 'Please add a photograph of your studio and name the city you work from.';
    const marco = DEMO_ACCOUNTS.vendorMarco;
    await arrangeListing(marco, name, 'pending');

    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/listings');
    const item = page
      .getByRole('list', { name: 'New listings' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await item.getByRole('button', { name: /^Return to draft/ }).click();
    const form = item.getByRole('form', { name: `Return ${name}` });
    // Asked for a reason first: nothing goes without one.
    await form.getByRole('button', { name: /Return with this reason/ }).click();
    await expect(
      form.getByText('Say why the listing goes back: the vendor reads it.'),
    ).toBeVisible();
    await form.getByLabel('Why it goes back (the vendor reads this)').fill(reason);
    await expectNoSevereViolations(page);
    await form.getByRole('button', { name: /Return with this reason/ }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Returned to draft'),
    ).toBeVisible();
    await expect(item).toHaveCount(0);

    const email = await nextEmail(marco.email, `${name} needs a few changes`, []);
    expect(text(email)).toContain(reason);

    // The vendor reads the same words on their dashboard.
    const vendorContext = await browser.newContext();
    const vendorPage = await vendorContext.newPage();
    await signIn(vendorPage, marco);
    const card = vendorPage
      .getByRole('list', { name: 'Your listings' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(card).toContainText(`Returned by the editors: ${reason}`);
    await vendorContext.close();
  });

  test('an application from /membership brings the applicant a receipt', async ({ page }) => {
    const id = stamp();
    const email = `applicant-${id}@e2e.perfete.local`;
    const business = `Maison Reçu ${id}`;
    await page.goto('/membership#apply');
    const form = page.getByRole('form', { name: 'Apply for membership' });
    await form.getByLabel('Business name').fill(business);
    await form.getByLabel('What you do').selectOption({ label: 'Photography' });
    await form.getByLabel('City').fill('Lisbon');
    await form.getByLabel('Country').fill('Portugal');
    await form.getByLabel('Website').fill('https://recu.example');
    await form.getByLabel(/^Portfolio link 1/).fill('https://recu.example/weddings');
    await form.getByLabel('Years in business').fill('6');
    await form
      .getByLabel('Your work, in your words')
      .fill(
        'Weddings on the Atlantic coast, photographed as they happen, with film for the portraits and a quiet presence.',
      );
    await form.getByLabel('Your name').fill('Inês Recibo');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel(/Perféte may contact me/).check();
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'your application is with us' }),
    ).toBeVisible();

    const receipt = await nextEmail(email, 'We have received your application to Perféte', []);
    expect(text(receipt)).toContain(business);
    expect(text(receipt)).toContain('Inês Recibo');
  });

  test('a vendor who chooses a daily digest is not emailed at once; the unsubscribe page works with the token alone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const vendor = await arrangeVendor('digest-vendor');
    await signIn(page, vendor);
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    await page.goto('/account-settings');
    const form = page.getByRole('form', { name: 'Email notifications' });
    await expect(form.getByRole('radio', { name: 'Each inquiry at once' })).toBeChecked();
    await form.getByRole('radio', { name: 'A daily digest' }).check();
    await form.getByRole('button', { name: 'Save email choices' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Saved. New inquiries: a daily digest at 08:00 UTC.',
    );
    await expectNoSevereViolations(page);
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Email notifications' }).getByRole('radio', {
        name: 'A daily digest',
      }),
    ).toBeChecked();

    // A couple writes, in a visitor's own browser.
    const id = stamp();
    const couple = {
      name: `Rosa ${id}`,
      email: `digest-couple-${id}@e2e.perfete.local`,
      message: `Could you photograph our September wedding in Sintra? (${id})`,
    };
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await sendInquiry(visitor, vendor.urlName, couple);
    await visitorContext.close();

    // The couple's copy is delivered: the worker has run since the inquiry was stored…
    await nextEmail(couple.email, `Your message to ${vendor.name}`, []);
    // …and the vendor's email waits for the digest instead of arriving now.
    const waiting = await service
      .from('outbox')
      .select('status,unsubscribe_token')
      .eq('recipient_email', vendor.email)
      .eq('kind', 'inquiry_received');
    expect(waiting.error).toBeNull();
    expect(waiting.data!.map((row) => row.status)).toEqual(['waiting']);
    await expect(nextEmail(vendor.email, `New inquiry for ${vendor.name}`, [])).rejects.toThrow(
      /No email/,
    );

    // The unsubscribe link's page, signed out: asks first, then unsubscribes, then undoes.
    const token = waiting.data![0]!.unsubscribe_token as string;
    const strangerContext = await browser.newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(`/unsubscribe?token=${token}`);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    const masked = `${vendor.email[0]}•••@${vendor.email.split('@')[1]}`;
    await expect(stranger.getByText(`Stop emails about new inquiries to ${masked}?`)).toBeVisible();
    await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSevereViolations(stranger);
    // Opening the page changed nothing.
    const still = await service
      .from('outbox')
      .select('status')
      .eq('recipient_email', vendor.email)
      .eq('kind', 'inquiry_received');
    expect(still.data!.map((row) => row.status)).toEqual(['waiting']);
    await stranger.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'You’re unsubscribed' }),
    ).toBeFocused();

    // The vendor's Account settings say so, with the date, and start the emails again: the
    // inquiry that waited for the digest is sent at once.
    await page.reload();
    const settings = page.getByRole('form', { name: 'Email notifications' });
    const inquiries = settings.getByRole('group', { name: 'New inquiries' });
    await expect(inquiries.getByRole('radio', { name: 'No emails' })).toBeChecked();
    await expect(inquiries).toContainText(
      new RegExp(`You stopped these emails on \\d{1,2} \\w+ \\d{4} \\(to ${vendor.email}\\)`),
    );
    await inquiries.getByRole('radio', { name: 'Each inquiry at once' }).check();
    await settings.getByRole('button', { name: 'Save email choices' }).click();
    await expect(settings.getByRole('status')).toHaveText(
      'Saved. New inquiries: each one at once.',
    );
    await nextEmail(vendor.email, `New inquiry for ${vendor.name} from ${couple.name}`, []);
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Email notifications' }).getByRole('radio', {
        name: 'Each inquiry at once',
      }),
    ).toBeChecked();

    await stranger.getByRole('button', { name: 'Undo' }).click();
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'You’re subscribed again' }),
    ).toBeVisible();
    await strangerContext.close();
  });

  test('an admin resends an email the delivery gave up on, and it arrives', async ({ page }) => {
    const id = stamp();
    const recipient = `bounced-${id}@e2e.perfete.local`;
    const listing = `Villa Ritardo ${id}`;
    // An email that failed its last try, as the worker leaves it (only the service role writes
    // the outbox).
    const failed = await service.from('outbox').insert({
      kind: 'listing_published',
      recipient_email: recipient,
      recipient_name: 'Lia Ritardo',
      data: { listing_name: listing, listing_url_name: 'villa-ritardo' },
      status: 'failed',
      attempts: 5,
      last_error: '421 4.7.0 Try again later',
      failed_at: new Date().toISOString(),
    });
    expect(failed.error).toBeNull();

    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    const panel = page.getByRole('region', { name: /^Undelivered emails/ });
    const row = panel.getByRole('listitem').filter({ hasText: recipient });
    await expect(row).toContainText(`Listing published · ${listing}`);
    await expect(row).toContainText('421 4.7.0 Try again later');
    await expectNoSevereViolations(page);
    await row.getByRole('button', { name: /^Resend/ }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Queued to send again'),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    const email = await nextEmail(recipient, `${listing} is live on Perféte`, []);
    expect(text(email)).toContain('Lia Ritardo');
  });
});
