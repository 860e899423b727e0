import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { expectNoSevereViolations, service, signIn } from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * The admin Videos desk as admin@perfete.local uses it: a testimonial film uploaded (with its
 * poster taken in the browser), published, seen in the home page's strip, moved from the
 * keyboard, archived and deleted for good; and the desk at 390 px.
 */
const FILM = 'e2e/fixtures/short-clip.mp4';
const LOAD = { timeout: 15_000 };
async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);

/** The testimonial videos' titles as the database orders them (every status but archived). */
async function storedOrder(): Promise<string[]> {
  const { data, error } = await service
    .from('standalone_videos')
    .select('title')
    .eq('location', 'testimonial')
    .neq('status', 'archived')
    .order('order_index', { ascending: true });
  if (error) throw error;
  return data.map((video) => video.title as string);
}

test(
  'upload a testimonial film, publish it, see it on the home page, move it, archive and delete it',
  { tag: ['@desktop', '@home-state'] },
  async ({ page }) => {
    test.setTimeout(180_000);
    const title = `Our day in Ravello ${Date.now()}`;
    await signInAsAdmin(page);
    await page
      .getByRole('navigation', { name: 'Admin pages' })
      .getByRole('link', { name: 'Videos', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Testimonial strip videos' });
    await expect(list.getByRole('listitem').first()).toBeVisible(LOAD);
    await expectNoSevereViolations(page);

    await page.getByRole('button', { name: 'Add a video' }).click();
    const form = page.getByRole('region', { name: 'Add a video to the Testimonial strip' });
    await form.getByLabel('Film').setInputFiles(FILM);
    await expect(form.getByText('short-clip.mp4 is uploaded.')).toBeVisible(LOAD);
    await expect(form.getByRole('img', { name: 'Poster taken from short-clip.mp4' })).toBeVisible();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel(/Link/).fill('/index');
    await form.getByLabel(/^Publish/).check();
    await expectNoSevereViolations(page);
    await form.getByRole('button', { name: 'Save and publish' }).click();
    await expect(toast(page, 'Published in the Testimonial strip')).toBeVisible();

    // Last in the strip, with a poster of its own, published.
    const row = list.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Published · on the home page');
    await expect(row.getByRole('img', { name: `Poster of ${title}` })).toBeVisible();
    expect((await storedOrder()).at(-1)).toBe(title);

    await page.goto('/');
    const strip = page.locator('section[data-section="testimonials"]');
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 700));
      await expect(strip).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator('figcaption').filter({ hasText: title })).toBeAttached(LOAD);

    // Moved one place up from the keyboard (the drag handle, Space, an arrow, Space).
    await page.goto('/admin/videos');
    const before = await storedOrder();
    const handle = row.getByRole('button', { name: `Drag to move ${title}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // The window may scroll first to keep the row in view; the move is announced once made.
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${title} is over number ${before.length - 1}`)).toBeAttached();
    await page.keyboard.press('Space');
    const expected = [...before];
    expected.splice(expected.length - 2, 2, title, before.at(-2)!);
    await expect.poll(storedOrder, LOAD).toEqual(expected);

    await row.getByRole('button', { name: `Archive ${title}` }).click();
    await expect(toast(page, 'Archived: restore it from the list')).toBeVisible();
    const archived = page
      .getByRole('list', { name: 'Archived Testimonial strip videos' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(archived).toContainText('Archived · not on the site');
    await archived.getByRole('button', { name: `Delete for good ${title}` }).click();
    await archived.getByRole('button', { name: 'Yes, delete for good' }).click();
    await expect(toast(page, 'Deleted for good')).toBeVisible();
    await expect(archived).toHaveCount(0);
    const gone = await service.from('standalone_videos').select('id').eq('title', title);
    expect(gone.data).toEqual([]);
  },
);

test('the desk is usable at every width, down to a phone’s 390 px', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/videos');
  const rows = page.getByRole('list', { name: 'Testimonial strip videos' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible(LOAD);
  await expect(rows.first().getByRole('button', { name: /^Move down/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // Each row's title sits inside the screen, not cut off at its edge.
  const width = page.viewportSize()!.width;
  for (const box of await rows.evaluateAll((items) =>
    items.map((item) => item.querySelector('p')!.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThan(100);
  }
  await expectNoSevereViolations(page);
});
