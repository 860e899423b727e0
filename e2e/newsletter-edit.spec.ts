import { emailHeaders } from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { linkTo, MAILBOX, nextEmail } from './accounts-helpers.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  service,
  signIn,
} from './admin-helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue #44, The Edit, at 1280 and 390 px: admin@perfete.local drafts this week's issue from the
 * stories, writes its subject and note, previews the email (the delivery's own template), sends a
 * test to their own address, then sends it after being asked. A confirmed subscriber gets it in
 * the local mailbox with the one-click unsubscribe (List-Unsubscribe-Post) and links that open
 * the site; the web page, from the email's link, says the same, with its own head and card,
 * and is in the archive and the feed. Each run sends an issue and uses a subscriber of its own.
 */
test('an admin composes, previews, test-sends and sends The Edit; a subscriber gets it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const run = `${testInfo.project.name}-${Date.now()}`;
  const subject = `The Edit — ${run}`;
  const reader = `edit-reader-${run}@test.perfete.local`;
  const { data: subscriber, error } = await service
    .from('newsletter_subscribers')
    .insert({
      email: reader,
      mailbox: reader,
      status: 'confirmed',
      letters: ['the_edit'],
      confirmed_at: new Date().toISOString(),
    })
    .select('preferences_token')
    .single();
  expect(error).toBeNull();

  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', { name: 'Newsletter: The Edit' })
    .click();
  await expect(page.getByRole('heading', { name: 'Issues of The Edit' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The draft of the week, then the words.
  await page.getByRole('button', { name: 'Draft this week’s Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Compose The Edit' })).toBeVisible();
  const subjectField = page.getByLabel('Subject');
  await subjectField.fill('');
  await expect(page.getByText('Give the issue a subject.')).toBeVisible();
  await subjectField.fill(subject);
  await page.getByLabel('Editor’s note').fill('This week, long tables under olive trees.');
  const body = page.getByRole('textbox', { name: 'The issue' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('One more thing before you go.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  // The preview: the email as it will arrive.
  await page.getByRole('button', { name: 'Preview the email' }).click();
  const preview = page.frameLocator('iframe[title="The email as subscribers will see it"]');
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  await expect(preview.getByText('This week, long tables under olive trees.')).toBeVisible();
  await expect(preview.getByText('One more thing before you go.')).toBeVisible();
  await expectNoSevereViolations(page);
  await expectNoSidewaysScroll(page);

  // A test to oneself.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  const testCopy = await nextEmail(DEMO_ACCOUNTS.admin.email, `[Test] ${subject}`, []);
  expect(testCopy.html).toContain('A test copy');

  // Send now: asked first.
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('button', { name: 'Yes, send it now' }).click();
  await expect(page.getByText(/^(Sending…|Sent .* subscribers)$/).first()).toBeVisible();

  const email = await nextEmail(reader, subject, []);
  expect(email.html).toContain('One more thing before you go.');
  const headers = await emailHeaders(MAILBOX, email);
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(headers['list-unsubscribe']).toContain(`token=${subscriber!.preferences_token}`);

  // Its links open the site.
  const magazine = linkTo(email, '/blog');
  const opened = await request.get(`${magazine.pathname}${magazine.search}`);
  expect(opened.status()).toBe(200);
  const preferences = linkTo(email, '/newsletter/preferences');
  await page.goto(`${preferences.pathname}${preferences.search}`);
  await expect(page.getByRole('heading', { name: 'Your letters', level: 1 })).toBeVisible();

  // The issue is listed as sent.
  await page.goto('/admin/newsletter');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: subject })
      .getByText(/^Sent .* subscribers$/),
  ).toBeVisible();

  // The web version, from the email's own link: the same words, its own head and card.
  const web = new URL(
    (email.html ?? '').match(/href="([^"]+\/newsletter\/(?!preferences)[a-z0-9-]+)"/)![1]!,
  );
  const served = await request.get(web.pathname);
  expect(served.status()).toBe(200);
  const head = await served.text();
  expect(head).toContain(`<meta property="og:title" content="${subject}"`);
  expect(head).toContain('<meta property="og:image" content="http');
  expect(head).toContain(`<link rel="canonical" href="${new URL(web.pathname, page.url()).href}"`);
  await page.goto(web.pathname);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('This week, long tables under olive trees.')).toBeVisible();
  await expect(page.getByText('One more thing before you go.')).toBeVisible();
  await expect(page.getByText('Read this issue on the web')).toHaveCount(0);
  await expect(page).toHaveTitle(`${subject} | Perféte`);
  await expectNoSidewaysScroll(page);
  await expectNoSevereViolations(page);

  // Listed in the archive on /newsletter, and in the feed of issues.
  await page.goto('/newsletter');
  const archive = page.getByRole('region', { name: 'Past issues of The Edit' });
  await archive.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(web.pathname);
  const feed = await (await request.get('/newsletter/rss.xml')).text();
  expect(feed).toContain(`<title>${subject}</title>`);
  expect(feed).toContain(`${web.pathname}</link>`);
});
