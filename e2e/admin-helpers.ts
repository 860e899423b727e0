import { AxeBuilder } from './axe.ts';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { expect, type Page } from './test.ts';

/** The admin tests' shared pieces: the secret-key client that arranges rows, sign-in, axe. */
export const service = createClient(E2E_SUPABASE_URL, LOCAL_SECRET_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe finds nothing serious or critical on the page as it stands. */
export async function expectNoSevereViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  // Each violation with where it is, so a failure says what to fix.
  expect(
    severe.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The page fits the viewport: no sideways scrolling at 390 px. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

export const notifications = (page: Page) =>
  page.getByRole('region', { name: 'Notifications (F8)' });
