import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSiteFunction, serviceClient, type SiteHandle } from './helpers.ts';

/**
 * Issue #42, share images: every public page type, fetched as an unfurler fetches it (no
 * JavaScript), names a share image that loads, is a 1200 x 630 JPEG and comes with its type, size
 * and alt, and Twitter's large card. Stories and vendors name their cover's own (the seed's
 * `-share.jpg` sibling) and a 2:3 Pinterest image; a cover without siblings shares the site card.
 */
const ORIGIN = 'http://perfete.test';
const INDEX_HTML = await readFile(new URL('../index.html', import.meta.url), 'utf8');
const PUBLIC_DIR = new URL('../public/', import.meta.url);
const BUSINESS_CATEGORY_IDS = (
  JSON.parse(
    await readFile(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
  ) as { businessCategories: Record<string, string> }
).businessCategories;
const OLD_UPLOAD = 'zz-share-old-upload';
const SITE_CARD_URL = `${ORIGIN}/images/share/site-card.jpg`;

let handleSiteRequest: SiteHandle;
let service: SupabaseClient;

async function html(path: string): Promise<string> {
  const response = await handleSiteRequest(
    new Request(`${ORIGIN}${path}`, { headers: { Accept: 'text/html' } }),
    {
      ASSETS: {
        fetch: async () => new Response(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } }),
      },
      SUPABASE_URL: inject('supabaseUrl'),
      SUPABASE_ANON_KEY: inject('publishableKey'),
    },
  );
  expect(response.status, path).toBe(200);
  return response.text();
}

const meta = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];

/**
 * The image a URL in the head names, fetched: a storage URL from the test stack (the head's
 * storage host is the build's, src/lib/media.ts), a site path from public/ as the host serves it.
 */
async function fetchImage(url: string): Promise<{ type: string; body: Buffer }> {
  if (url.startsWith(`${ORIGIN}/`)) {
    const body = await readFile(new URL(url.slice(ORIGIN.length + 1), PUBLIC_DIR));
    return { type: 'image/jpeg', body };
  }
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/storage\/v1\/object\/public\/media\//);
  const response = await fetch(`${inject('supabaseUrl')}${path}`);
  expect(response.status, url).toBe(200);
  return {
    type: response.headers.get('content-type') ?? '',
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The share image group of a page, checked, and its URL. */
async function expectShareImage(path: string): Promise<{ page: string; image: string }> {
  const page = await html(path);
  const image = meta(page, 'og:image');
  expect(image, path).toMatch(/^https?:\/\/.+\.jpg$/);
  expect(page.match(/property="og:image"/g), path).toHaveLength(1);
  expect(meta(page, 'og:image:type'), path).toBe('image/jpeg');
  expect(meta(page, 'og:image:width'), path).toBe('1200');
  expect(meta(page, 'og:image:height'), path).toBe('630');
  expect(meta(page, 'og:image:alt')?.length, path).toBeGreaterThan(2);
  expect(meta(page, 'twitter:card'), path).toBe('summary_large_image');
  expect(meta(page, 'twitter:image'), path).toBe(image);
  expect(meta(page, 'twitter:image:alt'), path).toBe(meta(page, 'og:image:alt'));
  const { type, body } = await fetchImage(image!);
  expect(type, path).toBe('image/jpeg');
  const { format, width, height } = await sharp(body).metadata();
  expect({ format, width, height }, path).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  return { page, image: image! };
}

/** The 2:3 Pinterest image a story or vendor names: its cover's sibling, a JPEG. */
async function expectPinImage(page: string, path: string) {
  const pin = meta(page, 'pin:media');
  expect(pin, path).toMatch(/-pin\.jpg$/);
  const { type, body } = await fetchImage(pin!);
  expect(type, path).toBe('image/jpeg');
  const { format, width, height } = await sharp(body).metadata();
  expect({ format, width, height }, path).toEqual({ format: 'jpeg', width: 1000, height: 1500 });
}

beforeAll(async () => {
  handleSiteRequest = await loadSiteFunction();
  service = serviceClient();
  await service.from('blog_posts').delete().eq('slug', OLD_UPLOAD);
});

afterAll(async () => {
  await service.from('blog_posts').delete().eq('slug', OLD_UPLOAD);
});

async function publishedListing(venue: boolean): Promise<string> {
  const query = service
    .from('listings')
    .select('url_name')
    .eq('status', 'published')
    .not('image_url', 'is', null)
    .order('url_name')
    .limit(1);
  const { data, error } = await (
    venue
      ? query.eq('business_category_id', BUSINESS_CATEGORY_IDS.venue)
      : query.neq('business_category_id', BUSINESS_CATEGORY_IDS.venue)
  ).single();
  if (error) throw error;
  return `/index/${data.url_name}`;
}

describe('every public page type has a 1200 x 630 JPEG share image', () => {
  it('a story and a vendor and a venue: their cover’s, and a 2:3 Pinterest image', async () => {
    const { data: story, error } = await service
      .from('blog_posts')
      .select('slug')
      .eq('status', 'published')
      .like('featured_image', 'demo/posts/%')
      .lte('published_at', new Date().toISOString())
      .order('slug')
      .limit(1)
      .single();
    if (error) throw error;
    const paths = [
      `/blog/${story.slug}`,
      await publishedListing(false),
      await publishedListing(true),
    ];
    for (const path of paths) {
      const { page, image } = await expectShareImage(path);
      expect(image, path).toMatch(/\/media\/demo\/.+-share\.jpg$/);
      await expectPinImage(page, path);
    }
  });

  it('a section, /index and /venues: their lead story’s or a featured vendor’s', async () => {
    for (const path of ['/blog/real-weddings', '/index', '/venues']) {
      const { image } = await expectShareImage(path);
      expect(image, path).toMatch(/\/media\/demo\/.+-share\.jpg$/);
    }
  });

  it('/, /nybfw, /membership, /about and /contact: the site card', async () => {
    for (const path of ['/', '/nybfw', '/membership', '/about', '/contact']) {
      const { page, image } = await expectShareImage(path);
      expect(image, path).toBe(SITE_CARD_URL);
      expect(meta(page, 'pin:media'), path).toBeUndefined();
    }
  });

  it('a story whose cover was uploaded before the siblings: the site card, never a broken one', async () => {
    const inserted = await service.from('blog_posts').insert({
      slug: OLD_UPLOAD,
      title: 'An Old Upload',
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
      featured_image: 'posts/0/1764400000000-0a1b2c3d4e5f60718293a4b5c6d7e8f9.webp',
    });
    if (inserted.error) throw inserted.error;
    const { page, image } = await expectShareImage(`/blog/${OLD_UPLOAD}`);
    expect(image).toBe(SITE_CARD_URL);
    expect(meta(page, 'pin:media')).toBeUndefined();
  });
});
