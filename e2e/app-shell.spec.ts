import { AxeBuilder } from './axe.ts';
import { expect, test } from './test.ts';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';

test('the home page shows the app shell and talks to the local stack', async ({ page }) => {
  const apiResponses: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(E2E_SUPABASE_URL)) apiResponses.push(response.status());
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Perféte/);
  expect(apiResponses.every((status) => status < 400)).toBe(true);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the shell has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => violation.id)).toEqual([]);
});
