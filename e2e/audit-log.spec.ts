import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { expectNoSevereViolations, expectNoSidewaysScroll, signIn } from './admin-helpers.ts';
import { expect, test } from './test.ts';
import { arrangeListing } from './vendor-helpers.ts';

/**
 * The audit log reads in words: a row names the listing that changed and the admin who reviewed
 * it, by name, never by an id; a long description shows where it changed. The admin's writes are
 * made through the API as the admin (the log records them as it records the pages'), so this test
 * is about reading the log, whatever the review pages look like.
 */
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

async function signedIn(account: { email: string; password: string }) {
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, clientOptions);
  const answer = await client.auth.signInWithPassword(account);
  if (answer.error) throw answer.error;
  return { client, userId: answer.data.user.id };
}

const DESCRIPTION =
  'Weekend-long celebrations across the Algarve, planned with a producer’s rigour and a host’s warmth. The team handles budgets and contracts. Every wedding begins with a long conversation.';

test('an audit row names the listing and who reviewed it, in words', async ({ page }) => {
  const stamp = Date.now();
  const name = `Studio Registro ${stamp}`;
  const marco = await signedIn(DEMO_ACCOUNTS.vendorMarco);
  const admin = await signedIn(DEMO_ACCOUNTS.admin);
  const id = await arrangeListing({
    name,
    url_name: `studio-registro-${stamp}`,
    status: 'published',
    owner_id: marco.userId,
    description: DESCRIPTION,
  });

  // Marco proposes new words; the admin asks for changes, then edits the text herself.
  expect(
    (
      await marco.client
        .from('listing_changes')
        .upsert({ listing_id: id, changes: { description: 'Shorter.' } })
    ).error,
  ).toBeNull();
  expect(
    (
      await admin.client
        .from('listing_changes')
        .update({ status: 'changes_requested', reason: 'Please keep the longer text.' })
        .eq('listing_id', id)
    ).error,
  ).toBeNull();
  expect(
    (
      await admin.client
        .from('listings')
        .update({
          description: DESCRIPTION.replace(
            'budgets and contracts',
            'budgets, contracts and timelines',
          ),
        })
        .eq('id', id)
    ).error,
  ).toBeNull();

  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/audit');
  const log = page.getByRole('list', { name: 'Audit log' });
  const rows = log.getByRole('listitem').filter({ hasText: name });
  await expect(rows).toHaveCount(2);

  const reviewed = rows.filter({ hasText: 'reviewed by' });
  await expect(reviewed).toContainText(`reviewed by: — → ${DEMO_ACCOUNTS.admin.fullName}`);
  await expect(reviewed).not.toContainText(admin.userId);

  // The description's change, not two openings that read the same.
  const edited = rows.filter({ hasText: 'Updated listings' });
  await expect(edited.locator('del')).toHaveText('budgets and contracts.');
  await expect(edited.locator('ins')).toHaveText('budgets, contracts and timelines.');

  await expectNoSevereViolations(page);
  await expectNoSidewaysScroll(page);
});
