import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  service,
  signIn,
} from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * /admin/categories as admin@perfete.local uses it: a subcategory created and renamed on the
 * page, given a post (arranged with the secret key), then deleted through the move flow, its post
 * found under the category it moved to. Every row here is this file's own (names carry a
 * timestamp), so no other test's categories or posts move.
 */
async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
}

/** A top-level blog category of this test's own. */
async function arrangeCategory(name: string) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { data, error } = await service
    .from('blog_categories')
    .insert({ name, slug, sort_order: 900 })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

/** The list item of the category called `name` within `list`. */
const rowOf = (page: Page, list: string, name: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) })
    .last();

test(
  'create a subcategory, rename it, and delete it by moving its post',
  { tag: '@desktop' },
  async ({ page }) => {
    // Many steps, two accessibility scans and a second page on a shared two-core machine.
    test.slow();
    const stamp = Date.now();
    const parentName = `Garden ${stamp}`;
    const targetName = `Orchard ${stamp}`;
    await arrangeCategory(parentName);
    const targetId = await arrangeCategory(targetName);

    await signInAsAdmin(page);
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const tree = page.getByRole('list', { name: 'Blog categories' });
    await expect(tree).toBeVisible();
    await expectNoSevereViolations(page);

    // Create: the web address follows the name; the parent makes it a subcategory.
    const form = page.getByRole('group', { name: 'New blog category' });
    const subName = `Lawn Games ${stamp}`;
    await form.getByLabel('Name').fill(subName);
    await expect(form.getByLabel('Web address (slug)')).toHaveValue(`lawn-games-${stamp}`);
    await form.getByLabel('Files under').selectOption({ label: parentName });
    await form.getByRole('button', { name: 'Add category' }).click();
    const subs = page.getByRole('list', { name: `Subcategories of ${parentName}` });
    // (The first match is the row's name; the buttons repeat it for screen readers.)
    await expect(subs.getByText(subName, { exact: true }).first()).toBeVisible();

    // Rename, with a web address of its own.
    const renamed = `Croquet ${stamp}`;
    await subs.getByRole('button', { name: `Rename ${subName}` }).click();
    const renameForm = page.getByRole('group', { name: `Rename ${subName}` });
    await expect(renameForm.getByLabel('Name')).toBeFocused();
    await renameForm.getByLabel('Name').fill(renamed);
    await renameForm.getByLabel('Web address (slug)').fill(`croquet-${stamp}`);
    await renameForm.getByRole('button', { name: 'Save' }).click();
    await expect(subs.getByText(renamed, { exact: true }).first()).toBeVisible();
    await expect(subs.getByText(`/croquet-${stamp}`)).toBeVisible();

    // A post filed under the subcategory (its category is taken from the parent).
    const sub = await service.from('blog_categories').select('id').eq('slug', `croquet-${stamp}`);
    const subId = sub.data![0]!.id as string;
    const postTitle = `A croquet afternoon ${stamp}`;
    const post = await service
      .from('blog_posts')
      .insert({ title: postTitle, slug: `croquet-afternoon-${stamp}`, subcategory: subId })
      .select('id')
      .single();
    expect(post.error).toBeNull();

    await page.reload();
    const row = rowOf(page, `Subcategories of ${parentName}`, renamed);
    await expect(row.getByText('1 post', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Delete ${renamed}` }).click();
    const panel = page.getByRole('group', { name: `Delete ${renamed}` });
    await expect(panel).toContainText(`1 post is filed under “${renamed}”`);
    await expectNoSevereViolations(page);
    await panel.getByLabel('Move 1 post to').selectOption({ label: targetName });
    await panel.getByRole('button', { name: 'Move 1 post and delete' }).click();

    await expect(page.getByText(`Moved 1 post to ${targetName}.`).first()).toBeVisible();
    await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
    await expect(
      rowOf(page, 'Blog categories', targetName).getByText('1 post', { exact: true }),
    ).toBeVisible();

    // The post is now filed under the target, on the desk and in the database.
    await page.goto(`/admin/posts?category=${targetId}`);
    await expect(page.getByRole('link', { name: postTitle })).toBeVisible();
    const filed = await service
      .from('blog_posts')
      .select('category,subcategory')
      .eq('id', post.data!.id);
    expect(filed.data).toEqual([{ category: targetId, subcategory: null }]);
  },
);

test('the categories page is usable at any width, without scrolling sideways', async ({ page }) => {
  const stamp = Date.now();
  const name = `Picnics ${stamp}`;
  await arrangeCategory(name);
  await signInAsAdmin(page);
  await page.goto('/admin/categories');
  const row = rowOf(page, 'Blog categories', name);
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);

  await row.getByRole('button', { name: `Rename ${name}` }).click();
  await expect(page.getByRole('group', { name: `Rename ${name}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: `Rename ${name}` })).toBeFocused();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(
    row.getByText(`Delete “${name}”? Nothing is filed under it.`, { exact: false }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSevereViolations(page);
  await row.getByRole('button', { name: `Yes, delete “${name}”` }).click();
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
});
