import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { AUTHORS } from '../supabase/seed/corpus/authors.ts';
import { service } from './admin-helpers.ts';
import { expect, test, type Page } from './test.ts';

/**
 * Writer pages (#41): every byline links to /writers/<slug>, where a reader finds the writer's
 * name, portrait, bio and published stories, newest first and paged; an unknown writer is the
 * not-found page (status 404 from the site function too), and the sitemap lists every writer.
 */
const THEO = AUTHORS.find((author) => author.key === 'theo')!;
const THEO_SLUG = 'theo-ashcombe';
const THEO_PATH = `/writers/${THEO_SLUG}`;
const PAGE_SIZE = 12;

const anon = createClient(E2E_SUPABASE_URL, LOCAL_PUBLISHABLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** Theo's published stories as the page orders them (newest first), and how many there are. */
async function theoStories() {
  const { data, error, count } = await anon
    .from('blog_posts')
    .select('slug,title,profile:profiles!blog_posts_author_id_fkey!inner(slug)', {
      count: 'exact',
    })
    .eq('status', 'published')
    .lte('published_at', 'now')
    .eq('profile.slug', THEO_SLUG)
    .order('published_at', { ascending: false })
    .order('id', { ascending: true });
  if (error) throw error;
  return { stories: data, total: count ?? 0 };
}

const stories = (page: Page) => page.getByRole('list', { name: 'Stories' }).getByRole('listitem');

test('a story’s byline links to its writer’s page', async ({ page }) => {
  const { stories: theirs } = await theoStories();
  await page.goto(`/blog/${theirs[0]!.slug}`);
  const byline = page.getByTestId('post-byline').getByRole('link', { name: THEO.fullName });
  await expect(byline).toHaveAttribute('href', THEO_PATH);
  await byline.click();
  await expect(page).toHaveURL(THEO_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THEO.fullName);

  // A card's byline links there too (the fashion week page is Theo's beat), above the card's
  // own link to the story.
  await page.goto('/nybfw');
  const cardByline = page.getByRole('link', { name: THEO.fullName, exact: true }).first();
  await expect(cardByline).toHaveAttribute('href', THEO_PATH);
  await cardByline.click();
  await expect(page).toHaveURL(THEO_PATH);
});

test('a writer’s page shows their name, portrait, bio and newest stories, with its own head', async ({
  page,
}) => {
  const { stories: theirs, total } = await theoStories();
  const response = await page.goto(THEO_PATH);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THEO.fullName);
  await expect(page.getByText(THEO.bio)).toBeVisible();
  const portrait = page.getByRole('img', { name: `Portrait of ${THEO.fullName}` });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute('width', '256');
  await expect(portrait).toHaveAttribute('height', '256');
  await expect
    .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await expect(page.getByRole('heading', { name: `Stories by ${THEO.fullName}` })).toContainText(
    `${total} stories`,
  );
  await expect(stories(page)).toHaveCount(Math.min(total, PAGE_SIZE));
  await expect(stories(page).first().getByRole('heading')).toHaveText(theirs[0]!.title);

  // The page's head, as the app writes it.
  await expect(page).toHaveTitle(`${THEO.fullName} — Writer | Perféte`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(THEO_PATH, page.url()).toString(),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', THEO.bio);
  // A square portrait is no share card: the site card (the JSON-LD keeps the portrait).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/images\/share\/site-card\.jpg$/,
  );
});

test(
  'the site function writes the writer’s head for unfurlers, and 404 for an unknown writer',
  { tag: '@one-width' },
  async ({ request }) => {
    const html = await (await request.get(THEO_PATH, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(`<title>${THEO.fullName} — Writer | Perféte</title>`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:title" content="${THEO.fullName} — Writer"`),
    );
    expect(html).toContain('"@type":"ProfilePage"');
    const missing = await request.get('/writers/nope', { headers: { Accept: 'text/html' } });
    expect(missing.status()).toBe(404);
  },
);

test('a writer’s stories are paged', async ({ page }) => {
  const { stories: theirs, total } = await theoStories();
  await page.goto(THEO_PATH);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  if (total <= PAGE_SIZE) {
    // Not enough stories in the seed for a second page: no pager (paging is unit-tested).
    await expect(stories(page)).toHaveCount(total);
    await expect(pager).toHaveCount(0);
    return;
  }
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${THEO_PATH}?page=2`);
  await expect(stories(page).first().getByRole('heading')).toHaveText(theirs[PAGE_SIZE]!.title);
  await expect(stories(page)).toHaveCount(Math.min(total - PAGE_SIZE, PAGE_SIZE));
  await expect(pager.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(`${THEO.fullName} — Writer — Page 2 | Perféte`);
});

test('an unknown writer, or one with no published story, is the not-found page', async ({
  page,
}) => {
  // The route exists (a known writer has a page), so what follows is the page's own answer.
  await page.goto(THEO_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THEO.fullName);
  await page.goto('/writers/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  // A writer added in the editor, with nothing published yet: no page until their first story.
  const { data, error } = await service
    .from('profiles')
    .insert({ full_name: `Unpublished Writer ${randomUUID().slice(0, 8)}`, is_writer: true })
    .select('slug')
    .single();
  if (error) throw error;
  expect(data.slug).toMatch(/^unpublished-writer-/);
  await page.goto(`/writers/${data.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the sitemap lists every writer’s page', { tag: '@one-width' }, async ({ request }) => {
  // As a crawler finds it: robots.txt names the index, the index names the writers' sitemap.
  const robots = await (await request.get('/robots.txt')).text();
  const index = /^Sitemap: (\S+)$/m.exec(robots)![1]!;
  const { origin } = new URL(index);
  const sitemaps = await (await request.get(new URL(index).pathname)).text();
  const writers = /<loc>([^<]*\/sitemaps\/writers-1\.xml)<\/loc>/.exec(sitemaps)![1]!;
  const response = await request.get(new URL(writers).pathname);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const sitemap = await response.text();
  for (const slug of [THEO_SLUG, 'margaux-delacroix-hale', 'lucia-benedetti']) {
    expect(sitemap).toContain(`<loc>${origin}/writers/${slug}</loc>`);
  }
});
