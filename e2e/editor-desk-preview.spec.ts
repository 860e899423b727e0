import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { service, signIn } from './admin-helpers.ts';
import { SAVE, saveState, startStory, story } from './editor-helpers.ts';
import { expect, test } from './test.ts';

/**
 * The editor's desk, part three (#28): a preview link opened in a fresh browser shows the draft and,
 * once the story is published, lands on the story; a vendor credited on a gallery photo lists the
 * story under 'Featured in Perféte'; an admin's /blog shows no scheduled story, and the story page
 * tells the admin when it goes live.
 */
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A demo account's id (the local stack has no admin user API): sign in, read it, sign out here. */
async function accountId(account: { email: string; password: string }) {
  const client = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signedIn = await client.auth.signInWithPassword(account);
  if (signedIn.error) throw signedIn.error;
  await client.auth.signOut({ scope: 'local' });
  return signedIn.data.user.id;
}
const REAL_WEDDINGS_ID = '10000000-0000-4000-8000-000000000001';

test(
  'a preview link shows the draft to a stranger, then the published story',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const title = `Preview story ${Date.now()}`;
    const id = await startStory(page, title);
    await story(page).click();
    await page.keyboard.type('Words for the couple to read first.');
    await expect(saveState(page)).toHaveText(/^Saved at/, SAVE);

    const panel = page.getByRole('region', { name: 'Preview links' });
    await panel.getByRole('button', { name: 'Create preview link' }).click();
    const link = panel.getByRole('textbox', { name: /New preview link/ });
    await expect(link).toHaveValue(/\/preview\/[0-9a-f]{64}$/);
    const url = await link.inputValue();
    await expect(panel.getByText(/^Open until/)).toBeVisible();

    // Signed by someone whose profile a visitor cannot read yet (an account that has never
    // signed a published story), in a section: the link still shows both (#41).
    const marco = await accountId(DEMO_ACCOUNTS.vendorMarco);
    const author = await service.from('profiles').select('full_name').eq('id', marco).single();
    const section = await service
      .from('blog_categories')
      .select('id,name')
      .eq('id', REAL_WEDDINGS_ID)
      .single();
    const signed = await service
      .from('blog_posts')
      .update({ author_id: marco, author: null, category: section.data!.id })
      .eq('id', id);
    expect(signed.error).toBeNull();

    const stranger = await browser.newContext();
    try {
      const reader = await stranger.newPage();
      await reader.goto(url);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(reader.getByText('Words for the couple to read first.')).toBeVisible();
      const byline = reader.getByTestId('post-byline');
      await expect(byline).toContainText(`By ${author.data!.full_name}`);
      await expect(byline).not.toContainText('Anonymous');
      await expect(
        reader.getByRole('article').getByRole('link', { name: section.data!.name, exact: true }),
      ).toBeVisible();
      await expect(reader.getByText('The Magazine', { exact: true })).toHaveCount(0);
      await expect(reader.locator('meta[name="robots"][content*="noindex"]').first()).toHaveCount(
        1,
      );

      const { data, error } = await service
        .from('blog_posts')
        .update({ status: 'published', published_at: new Date(Date.now() - 1000).toISOString() })
        .eq('id', id)
        .select('slug')
        .single();
      if (error) throw error;
      await reader.goto(url);
      await expect(reader).toHaveURL(new RegExp(`/blog/${data.slug}$`));
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    } finally {
      await stranger.close();
      await service.from('blog_posts').delete().eq('id', id);
    }
  },
);

test(
  'a vendor credited on a gallery photo lists the story',
  { tag: '@desktop' },
  async ({ page }) => {
    const { data: vendor, error: vendorError } = await service
      .from('listings')
      .select('url_name,name')
      .eq('status', 'published')
      .order('url_name')
      .limit(1)
      .single();
    if (vendorError) throw vendorError;
    const title = `Credited wedding ${Date.now()}`;
    const slug = `credited-wedding-${Date.now()}`;
    const { error } = await service.from('blog_posts').insert({
      slug,
      title,
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      content_blocks: [
        {
          type: 'gallery',
          images: [
            {
              url: 'demo/garden-vows.webp',
              alt: 'Vows in the garden',
              credits: [{ role: 'Photography', name: vendor.name, url_name: vendor.url_name }],
            },
          ],
        },
      ],
    });
    if (error) throw error;
    try {
      await page.goto(`/index/${vendor.url_name}`);
      const featuredIn = page.getByRole('region', { name: 'Featured in Perféte' });
      await expect(featuredIn.getByRole('link', { name: title })).toBeVisible();
    } finally {
      await service.from('blog_posts').delete().eq('slug', slug);
    }
  },
);

test(
  "an admin's /blog shows no scheduled story; its page says when it goes live",
  { tag: '@desktop' },
  async ({ page }) => {
    const title = `Scheduled story ${Date.now()}`;
    const slug = `scheduled-story-${Date.now()}`;
    const { error } = await service.from('blog_posts').insert({
      slug,
      title,
      status: 'published',
      published_at: new Date(Date.now() + WEEK_MS).toISOString(),
    });
    if (error) throw error;
    try {
      await signIn(page, DEMO_ACCOUNTS.admin);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/blog');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);

      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole('note')).toContainText(/^Scheduled for /);
    } finally {
      await service.from('blog_posts').delete().eq('slug', slug);
    }
  },
);
