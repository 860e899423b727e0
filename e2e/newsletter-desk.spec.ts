import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  service,
  signIn,
} from './admin-helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue #44, the admins' side: the admin opens the subscribers' desk from the dashboard, sees the
 * counts and the growth, downloads the CSV (its header row, a known subscriber in it) and deletes
 * one person's data after confirming.
 */
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

async function addSubscriber(email: string, letters: string[]) {
  const { error } = await service.from('newsletter_subscribers').insert({
    email,
    mailbox: email,
    letters,
    wedding_date: letters.includes('week_by_week') ? '2031-05-17' : null,
    status: 'confirmed',
    confirmed_at: new Date().toISOString(),
  });
  expect(error).toBeNull();
}

test('an admin sees the counts, downloads the CSV and deletes a subscriber after confirming', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = stamp();
  const kept = `desk-kept-${id}@e2e.perfete.local`;
  const leaving = `desk-leaving-${id}@e2e.perfete.local`;
  await addSubscriber(kept, ['the_edit', 'week_by_week']);
  await addSubscriber(leaving, ['the_edit']);

  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Newsletter subscribers', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' }),
  ).toBeVisible();

  // The counts: a row per letter, with a confirmed figure of at least the two added here.
  const counts = page.getByRole('table', { name: 'Subscribers per letter and status' });
  const edit = counts.getByRole('row', { name: /^The Edit/ });
  await expect(edit).toBeVisible();
  const confirmed = Number(await edit.getByRole('cell').first().textContent());
  expect(confirmed).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('img', { name: /New confirmed subscribers per week/ })).toBeVisible();
  await expectNoSevereViolations(page);
  await expectNoSidewaysScroll(page);

  // The export: a header row, and the known subscriber with both letters.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^perfete-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe(
    'email,letters,status,wedding_date,city,subscribed_at,confirmed_at,unsubscribed_at,suppressed_at,suppressed_reason',
  );
  expect(lines.find((line) => line.startsWith(`${kept},`))).toMatch(
    new RegExp(`^${kept.replace(/[.+]/g, '\\$&')},the_edit week_by_week,confirmed,2031-05-17,`),
  );
  expect(csv).not.toMatch(/token/i);

  // Deletion on request: found by address, asked first, then gone.
  await page.getByLabel('Their email address').fill(leaving.toUpperCase());
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('definition').filter({ hasText: leaving })).toBeVisible();
  await page.getByRole('button', { name: `Delete for good ${leaving}` }).click();
  const question = page.getByRole('group', { name: `Delete ${leaving} for good?` });
  await expect(question).toContainText(
    'the newsletter emails to it for good? This cannot be undone',
  );
  await question.getByRole('button', { name: 'Yes, delete for good' }).click();
  await expect(page.getByText(`Deleted ${leaving}’s subscription`)).toBeVisible();

  const gone = await service.from('newsletter_subscribers').select('id').eq('email', leaving);
  expect(gone.data).toEqual([]);
  const still = await service.from('newsletter_subscribers').select('id').eq('email', kept);
  expect(still.data).toHaveLength(1);

  // Looking again finds nobody.
  await page.getByLabel('Their email address').fill(leaving);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText(`No subscriber uses ${leaving}.`)).toBeVisible();
});
