import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { signIn } from './admin-helpers.ts';
import { expect, type Page } from './test.ts';

/** The blog editor tests' shared pieces: a story started as the admin, its body, its save state. */
export async function startStory(page: Page, title: string) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/blog');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Start writing' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit story' })).toBeVisible();
  return page.url().split('/').pop()!;
}

export const saveState = (page: Page) => page.locator('[data-save-state]');
export const story = (page: Page) => page.getByRole('textbox', { name: 'The story' });
/** Long enough for an autosave on a busy machine. */
export const SAVE = { timeout: 15_000 };
