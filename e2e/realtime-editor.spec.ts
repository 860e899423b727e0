import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { AUTOSAVE_DELAY_MS } from '../src/config/admin.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { throwawayAccount } from './accounts-helpers.ts';
import { service, signIn } from './admin-helpers.ts';
import { SAVE, saveState, story } from './editor-helpers.ts';
import {
  APP_READY_SELECTOR,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from './test.ts';

/**
 * Issue #43 with two browsers, at 1280 and 390 px: a story open in two editors shows each the
 * other (Presence) and tells one of the other's save and Update at once, before their own save is
 * refused; a couple's shared list open on two devices shows a save made on one on the other.
 */
test.describe.configure({ timeout: 240_000 });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A second browser of the same size and kind as the test's. */
async function secondBrowser(browser: Browser, page: Page): Promise<BrowserContext> {
  const mobile = (page.viewportSize()?.width ?? 0) < 768;
  return browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: mobile,
    hasTouch: mobile,
  });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator(APP_READY_SELECTOR).waitFor({ state: 'attached' });
}

/** Another administrator, named as the notice will name them. */
async function secondAdmin(name: string) {
  const account = await throwawayAccount('second-editor');
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  const id = data.user.id;
  const granted = await service.from('admin_users').insert({ id });
  if (granted.error) throw granted.error;
  const named = await service.from('profiles').update({ full_name: name }).eq('id', id);
  if (named.error) throw named.error;
  return account;
}

async function publishedStory(title: string): Promise<string> {
  const { data, error } = await service
    .from('blog_posts')
    .insert({
      title,
      slug: `two-editors-${randomUUID()}`,
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      content_blocks: [{ type: 'paragraph', text: 'The first words.' }],
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

// Ana clicks Update while her autosave may still be on its way: the Update's save waits for it
// and is made on the version it made (useAutosave), never refused as someone else's.
test('a second editor sees who else is editing and is told of their Update at once', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Ana Costa ${testInfo.project.name}`;
  const [account, id] = await Promise.all([
    secondAdmin(name),
    publishedStory(`Two editors ${Date.now()}`),
  ]);

  // This editor (the demo admin) opens the story first.
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await open(page, `/admin/blog/${id}`);
  await expect(story(page)).toContainText('The first words.');
  // The editor may save the story in its own spelling once, after the autosave's delay: let it,
  // so that Ana opens the version this editor holds.
  await page.waitForTimeout(AUTOSAVE_DELAY_MS + 1_000);
  await expect(saveState(page)).toHaveText(/^Saved/, SAVE);

  // Ana opens it in her own browser: each sees the other.
  const hers = await secondBrowser(browser, page);
  const ana = await hers.newPage();
  await signIn(ana, account);
  await expect(ana).toHaveURL(/\/admin$/);
  await open(ana, `/admin/blog/${id}`);
  await expect(story(ana)).toContainText('The first words.');
  const present = page.getByRole('list', { name: 'Also editing this story' });
  await expect(present).toContainText(new RegExp(`${name} is also editing · since \\d\\d:\\d\\d`));
  await expect(ana.getByRole('list', { name: 'Also editing this story' })).toContainText(
    'is also editing',
  );

  // She writes (an autosave of waiting changes): this editor is told, without reloading.
  await story(ana).click();
  await ana.keyboard.press('End');
  await ana.keyboard.type(' Ana adds a line.');
  const notice = page.getByRole('status').filter({ hasText: 'Your copy is older' });
  await expect(notice).toContainText(`${name} saved this story`, { timeout: 20_000 });
  await expect(notice).toContainText('body changed');

  // She updates the live story: told at once, with what changed.
  await ana.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(notice).toContainText(`${name} updated the live story`, { timeout: 10_000 });
  await expect(notice).toContainText('body changed');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-${testInfo.project.name}.png` });

  // Reloading their version: their words, and the notice is gone.
  await notice.getByRole('button', { name: 'Reload their version' }).click();
  await expect(story(page)).toContainText('Ana adds a line.');
  await expect(notice).toHaveCount(0);

  // She leaves: so does her name.
  await hers.close();
  await expect(present).toHaveCount(0, { timeout: 20_000 });
});

interface Vendor {
  id: string;
  name: string;
  url_name: string;
}

async function vendors(count: number, offset: number): Promise<Vendor[]> {
  const { data, error } = await service
    .from('listings')
    .select('id,name,url_name')
    .eq('status', 'published')
    .order('name')
    .range(offset, offset + count - 1);
  if (error) throw error;
  return data;
}

test("a couple's shared list: a save on one device appears on the other, a removal too", async ({
  page,
  browser,
}, testInfo) => {
  const [first, second] = await vendors(2, testInfo.project.name === 'mobile' ? 14 : 12);

  // The laptop: a list of one, shared.
  await open(page, '/saved');
  await page.evaluate((item) => {
    localStorage.setItem(
      'perfete:saved',
      JSON.stringify({ v: 1, items: [{ kind: 'listing', ...item, savedAt: 1 }] }),
    );
  }, first!);
  await page.reload();
  await page.getByRole('button', { name: 'Share this list' }).click();
  const link = await page.getByLabel(/Link to this list/).inputValue();
  const laptop = page.getByRole('list', { name: 'Your saved list' });
  await expect(laptop.getByRole('heading', { level: 3 })).toHaveText([first!.name], {
    timeout: 20_000,
  });

  // The phone keeps the shared list: from then on it is the same list, live.
  const theirs = await secondBrowser(browser, page);
  const phone = await theirs.newPage();
  await open(phone, link.replace(/^https?:\/\/[^/]+/, ''));
  await phone.getByRole('button', { name: 'Keep as my list' }).click();
  await expect(phone).toHaveURL(/\/saved$/);
  const phoneList = phone.getByRole('list', { name: 'Your saved list' });
  await expect(phoneList.getByRole('heading', { level: 3 })).toHaveText([first!.name], {
    timeout: 20_000,
  });
  await expect(phone.getByText('Shared: what you save or remove shows')).toBeVisible();

  // A save on the laptop, from the vendor's page in another tab: it appears on the phone.
  const vendorTab = await page.context().newPage();
  await open(vendorTab, `/index/${second!.url_name}`);
  const save = vendorTab.getByRole('button', { name: `Save ${second!.name}`, exact: true }).first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await vendorTab.close();
  await expect(phoneList.getByRole('heading', { level: 3 })).toHaveText(
    [first!.name, second!.name],
    { timeout: 20_000 },
  );
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/saved-${testInfo.project.name}.png` });

  // A removal on the phone: gone from the laptop.
  await phoneList.getByRole('button', { name: `Remove ${first!.name}` }).click();
  await expect(laptop.getByRole('heading', { level: 3 })).toHaveText([second!.name], {
    timeout: 20_000,
  });
  await theirs.close();
});
