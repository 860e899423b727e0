import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { withLock } from './accounts-helpers.ts';
import {
  expectNoSevereViolations,
  expectNoSidewaysScroll,
  notifications,
  service,
  signIn,
} from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * The magazine's desk and the home page's curation as admin@perfete.local uses them: a post is
 * archived and restored (and readers lose it meanwhile), The Latest is reordered from the
 * keyboard and the home page follows, and the audit log lists every step. Every admin page is
 * usable at both widths with no serious accessibility violation; a reader is turned away from
 * each one.
 */
const ADMIN_PAGES = [
  { path: '/admin', heading: 'Admin Dashboard' },
  { path: '/admin/applications', heading: 'Membership applications' },
  { path: '/admin/listings', heading: 'Listing review' },
  { path: '/admin/members', heading: 'Members' },
  { path: '/admin/inbox', heading: 'Inbox' },
  { path: '/admin/posts', heading: 'Posts' },
  { path: '/admin/home', heading: 'Home curation' },
  { path: '/admin/videos', heading: 'Videos' },
  { path: '/admin/categories', heading: 'Categories' },
  { path: '/admin/audit', heading: 'Audit log' },
];

async function publishedPost(title: string) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { error } = await service
    .from('blog_posts')
    .insert({ title, slug, status: 'published', featured_image: 'posts/desk.jpg' });
  if (error) throw error;
  return slug;
}

async function adminId() {
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword(DEMO_ACCOUNTS.admin);
  if (error) throw error;
  return data.user.id;
}

async function signedInAsAdmin(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
}

test('every admin page is usable at this width and has no serious violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAsAdmin(page);
  for (const { path, heading } of ADMIN_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Wait for the page's data (no spinner left) before judging it.
      await expect(page.getByRole('status').filter({ hasText: /…/ })).toHaveCount(0, {
        timeout: 15_000,
      });
      await expectNoSidewaysScroll(page);
      await expectNoSevereViolations(page);
    });
  }
});

test('a reader is turned away from every admin page', { tag: '@one-width' }, async ({ page }) => {
  test.setTimeout(180_000);
  // accounts.spec.ts changes the reader's password for a moment: sign in outside that window.
  await withLock('reader-password', async () => {
    await signIn(page, DEMO_ACCOUNTS.reader);
    await expect(page).toHaveURL(/\/account-settings$/);
  });
  for (const { path } of ADMIN_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(notifications(page).getByText('Access Denied').first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test(
  'archive and restore a post from the desk; the audit log lists each step',
  { tag: '@desktop' },
  async ({ page }) => {
    const title = `Desk story ${Date.now()}`;
    const slug = await publishedPost(title);
    await signedInAsAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin pages' })
      .getByRole('link', { name: 'Posts' })
      .click();
    await page.getByLabel('Search titles').fill(title);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    const posts = page.getByRole('list', { name: 'Posts' });
    const row = posts.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Published');

    await row.getByRole('button', { name: new RegExp(`Archive\\s*${title}`) }).click();
    await expect(notifications(page).getByText(/^Archived/)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Readers lose it while it is archived.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/blog/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByLabel('Status').selectOption('archived');
    await row.getByRole('button', { name: new RegExp(`Restore\\s*${title}`) }).click();
    await expect(notifications(page).getByText('Restored as a draft')).toBeVisible();
    await page.getByLabel('Status').selectOption('draft');
    await row.getByRole('button', { name: new RegExp(`Publish\\s*${title}`) }).click();
    await expect(notifications(page).getByText('Published', { exact: true })).toBeVisible();

    await visitor.goto(`/blog/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.close();

    await page.goto('/admin/audit?table=blog_posts');
    const log = page.getByRole('list', { name: 'Audit log' });
    await expect(log).toContainText('status: published → archived');
    await expect(log).toContainText('status: archived → draft');
    await expect(log).toContainText('status: draft → published');
    // Who: the administrator by name.
    const { data: profile } = await service
      .from('profiles')
      .select('full_name')
      .eq('id', await adminId())
      .single();
    await expect(log.getByRole('listitem').first()).toContainText(profile!.full_name as string);
  },
);

test('home curation fits the screen: no sideways scroll, titles at least 120 px, keyboard moves', async ({
  page,
}) => {
  await signedInAsAdmin(page);
  await page.goto('/admin/home');
  const order = page.getByRole('list', { name: 'The Latest, in order' });
  await expect(order.getByRole('listitem')).toHaveCount(5);
  const preview = page.getByRole('region', { name: 'Preview of The Latest' });
  await expect(preview.locator('figcaption')).toHaveCount(5);
  await expect(page.getByRole('list', { name: 'Published posts' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Every story title the page shows: in the order, among the posts to add, in the preview.
  const titles = page
    .getByTestId('curated-title')
    .or(page.getByRole('list', { name: 'Published posts' }).locator('li > span:first-child'))
    .or(preview.locator('figcaption'));
  const widths = await titles.evaluateAll((nodes) =>
    nodes.map((node) => node.getBoundingClientRect().width),
  );
  expect(widths.length).toBeGreaterThanOrEqual(10);
  for (const width of widths) expect(width).toBeGreaterThanOrEqual(120);
  // The preview fits inside the window.
  const box = (await preview.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Still worked from the keyboard: Move down on the first post, with Enter.
  const first = (await page.getByTestId('curated-title').first().textContent())!;
  await order.getByRole('button', { name: new RegExp(`Move down\\s*${escape(first)}`) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('curated-title').nth(1)).toHaveText(first);
  await expect(page.getByText('Not saved yet.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByTestId('curated-title').first()).toHaveText(first);
});

/** A title as a regular expression's literal text. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test(
  'reorder The Latest from the keyboard and see the new order on the home page',
  { tag: ['@desktop', '@home-state'] },
  async ({ page }) => {
    const before = await service
      .from('featured_posts')
      .select('id,display_order,post:blog_posts!featured_posts_post_id_fkey(title)')
      .eq('location', 'home')
      .order('display_order');
    if (before.error) throw before.error;
    const titles = before.data.map((row) => (row.post as unknown as { title: string }).title);
    expect(titles).toHaveLength(5);
    try {
      await signedInAsAdmin(page);
      await page.goto('/admin/home');
      const order = page.getByRole('list', { name: 'The Latest, in order' });
      await expect(order.getByRole('listitem')).toHaveCount(5);

      // The fifth post up one place, with the drag handle: Space, ArrowUp, Space.
      const handle = order.getByRole('button', {
        name: new RegExp(`Drag to move\\s*${titles[4]}`),
      });
      // The row in the middle of the screen, so moving it needs no scrolling first (a key pressed
      // while dnd-kit scrolls the page can be lost), and no smooth scrolling either.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await handle.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await handle.focus();
      // dnd-kit announces each step.
      const announced = page.locator('[id^="DndLiveRegion"]');
      await page.keyboard.press('Space');
      await expect(announced).toContainText(/Picked up|Over position 5 of 5/);
      await expect(async () => {
        // Pressed again only while the move has not been made.
        if (!(await announced.textContent())?.includes('Over position 4 of 5'))
          await page.keyboard.press('ArrowUp');
        await expect(announced).toContainText('Over position 4 of 5', { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await page.keyboard.press('Space');
      await expect(announced).toContainText('Dropped at position 4 of 5');
      const expected = [titles[0], titles[1], titles[2], titles[4], titles[3]];
      for (const [index, title] of expected.entries())
        await expect(order.getByRole('listitem').nth(index)).toContainText(title!);
      // And the second post to the lead with its Move up button.
      await order.getByRole('button', { name: new RegExp(`Move up\\s*${titles[1]}`) }).click();
      const saved = [titles[1], titles[0], titles[2], titles[4], titles[3]] as string[];
      await expect(page.getByText('Not saved yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Save the order' }).click();
      await expect(notifications(page).getByText('The Latest is saved')).toBeVisible();

      // A fresh load of the home page: the lead in the centre, two either side.
      await page.goto('/');
      const cards = page.locator('section[data-section="latest"]').locator('h3');
      await expect(cards).toHaveText([saved[1]!, saved[2]!, saved[0]!, saved[3]!, saved[4]!]);

      await page.goto('/admin/audit?table=featured_posts');
      await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(
        /Updated featured posts · display order: \d+ → \d+/,
      );
    } finally {
      // Put the home page back as the other tests know it.
      for (const row of before.data)
        await service
          .from('featured_posts')
          .update({ display_order: row.display_order })
          .eq('id', row.id);
    }
  },
);
