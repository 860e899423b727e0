import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BEAUTY_POST_LIMIT,
  BRIDAL_FASHION_WEEK_POST_LIMIT,
  CELEBRITY_POST_LIMIT,
  DESTINATION_POST_LIMIT,
  JEWELRY_POST_LIMIT,
  LATEST_POST_LIMIT,
  PLANNING_POST_LIMIT,
  REAL_WEDDINGS_POST_LIMIT,
  RELATIONSHIPS_POST_LIMIT,
} from '../src/config/site.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { LISTINGS } from '../supabase/seed/corpus/listings.ts';
import { PUBLISHED_POSTS, UNPUBLISHED_POSTS } from '../supabase/seed/corpus/posts.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The demo magazine as the PUBLIC sees it (anon key, RLS on): enough published content for every
 * page and every home section of the spec, the demo accounts, and the seeded media in storage.
 * The service client is only used where the public must NOT see something (drafts, the scheduled
 * post) to prove it exists at all.
 *
 * Other integration files may share this stack (npm test seeds once) and add rows of their own, so
 * every count is taken over the SEEDED rows only: posts by the corpus' slugs, listings by its
 * url_names, videos by their demo/ storage paths.
 */

const SEEDED_SLUGS = new Set(PUBLISHED_POSTS.map((post) => post.slug));
const SEEDED_URL_NAMES = new Set(LISTINGS.map((listing) => listing.urlName));
const SCHEDULED_SLUG = UNPUBLISHED_POSTS.find((post) => post.status === 'scheduled')!.slug;
const DRAFT_SLUGS = UNPUBLISHED_POSTS.filter((post) => post.status === 'draft').map(
  (post) => post.slug,
);
const ARCHIVED_SLUGS = UNPUBLISHED_POSTS.filter((post) => post.status === 'archived').map(
  (post) => post.slug,
);
const UNPUBLISHED_URL_NAMES = LISTINGS.filter((listing) => listing.status).map(
  (listing) => listing.urlName,
);

const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as {
  blogCategories: Record<string, string>;
  businessCategories: Record<string, string>;
};
const BLOG = REFERENCE.blogCategories;
const BUSINESS = REFERENCE.businessCategories;

/** Home sections (site-spec §2 and §7): which category or subcategory feeds each, and its limit. */
const HOME_SECTIONS = [
  {
    name: 'Real Weddings',
    column: 'category',
    id: BLOG.realWeddings!,
    limit: REAL_WEDDINGS_POST_LIMIT,
  },
  {
    name: 'Bridal Fashion Week',
    column: 'subcategory',
    id: BLOG.bridalFashionWeek!,
    limit: BRIDAL_FASHION_WEEK_POST_LIMIT,
  },
  {
    name: 'Relationships',
    column: 'category',
    id: BLOG.relationships!,
    limit: RELATIONSHIPS_POST_LIMIT,
  },
  { name: 'Planning', column: 'category', id: BLOG.planning!, limit: PLANNING_POST_LIMIT },
  { name: 'Jewelry', column: 'category', id: BLOG.jewelry!, limit: JEWELRY_POST_LIMIT },
  { name: 'Beauty', column: 'category', id: BLOG.beauty!, limit: BEAUTY_POST_LIMIT },
  { name: 'Destination', column: 'category', id: BLOG.destination!, limit: DESTINATION_POST_LIMIT },
  { name: 'Celebrity', column: 'category', id: BLOG.celebrity!, limit: CELEBRITY_POST_LIMIT },
] as const;

interface PublicPost {
  id: string;
  slug: string;
  status: string;
  published_at: string;
  category: string | null;
  subcategory: string | null;
  author: string | null;
  author_id: string | null;
  featured_image: string | null;
  excerpt: string | null;
  video_url: string[];
  is_opinion: boolean;
  is_featured: boolean;
  content: string | null;
  content_blocks: { type: string }[];
}

interface PublicListing {
  id: string;
  url_name: string;
  business_category_id: string;
  venue_type: string | null;
  guest_capacity: number | null;
  headshot_url: string | null;
  image_url: string | null;
  video_url: string | null;
  is_featured: boolean;
  country: string | null;
}

let anon: SupabaseClient;
let posts: PublicPost[];
let listings: PublicListing[];

function countBy<T>(
  items: readonly T[],
  key: (item: T) => string | null | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

beforeAll(async () => {
  anon = anonClient();
  const postResult = await anon
    .from('blog_posts')
    .select(
      'id,slug,status,published_at,category,subcategory,author,author_id,featured_image,excerpt,video_url,is_opinion,is_featured,content,content_blocks',
    )
    .order('published_at', { ascending: false })
    .limit(1000);
  if (postResult.error) throw postResult.error;
  posts = (postResult.data as PublicPost[]).filter((post) => SEEDED_SLUGS.has(post.slug));
  const listingResult = await anon
    .from('listings')
    .select(
      'id,url_name,business_category_id,venue_type,guest_capacity,headshot_url,image_url,video_url,is_featured,country',
    )
    .limit(1000);
  if (listingResult.error) throw listingResult.error;
  listings = (listingResult.data as PublicListing[]).filter((listing) =>
    SEEDED_URL_NAMES.has(listing.url_name),
  );
});

describe('the magazine, as the public sees it', () => {
  it('has at least 80 published, due posts, each with a title image and an excerpt', () => {
    expect(posts.length).toBeGreaterThanOrEqual(80);
    const now = Date.now();
    for (const post of posts) {
      expect(post.status).toBe('published');
      expect(new Date(post.published_at).getTime()).toBeLessThanOrEqual(now);
      expect(post.featured_image, post.slug).toBeTruthy();
      expect(post.excerpt, post.slug).toBeTruthy();
    }
  });

  it('spreads the posts over more than a year', () => {
    const times = posts.map((post) => new Date(post.published_at).getTime());
    const spanDays = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(365);
  });

  it('fills every blog category and subcategory', async () => {
    const { data: categories, error } = await anon.from('blog_categories').select('id,name');
    expect(error).toBeNull();
    // Other test files add categories of their own to the same stack: judge the reference rows.
    const referenceIds = new Set<string>(Object.values(BLOG));
    const reference = categories!.filter((category) => referenceIds.has(category.id));
    expect(reference.map((category) => category.id).sort()).toEqual([...referenceIds].sort());
    const byCategory = countBy(posts, (post) => post.category);
    const bySubcategory = countBy(posts, (post) => post.subcategory);
    const empty = reference
      .filter((category) => !byCategory.has(category.id) && !bySubcategory.has(category.id))
      .map((category) => category.name);
    expect(empty).toEqual([]);
  });

  it.each(HOME_SECTIONS)('gives the $name home section more posts than its limit', (section) => {
    const count = posts.filter((post) => post[section.column] === section.id).length;
    expect(count).toBeGreaterThan(section.limit);
  });

  it('features exactly five posts in The Latest (home), in display order, each with title and image', async () => {
    const { data, error } = await anon
      .from('featured_posts')
      .select('display_order,location,blog_posts(id,slug,title,featured_image,video_url)')
      .eq('location', 'home')
      .order('display_order', { ascending: true })
      .limit(LATEST_POST_LIMIT + 5);
    expect(error).toBeNull();
    const seeded = data!.filter((row) =>
      SEEDED_SLUGS.has((row.blog_posts as unknown as { slug: string }).slug),
    );
    expect(seeded.map((row) => row.display_order)).toEqual([1, 2, 3, 4, 5]);
    for (const row of seeded) {
      const post = row.blog_posts as unknown as {
        id: string;
        title: string;
        featured_image: string;
      };
      expect(post.title).toBeTruthy();
      expect(post.featured_image).toBeTruthy();
    }
    const withVideo = seeded.filter(
      (row) => ((row.blog_posts as unknown as { video_url: string[] }).video_url ?? []).length > 0,
    );
    expect(withVideo.length).toBeGreaterThanOrEqual(1);
  });

  it('mixes bylines: editor profiles with avatars, text-only authors and anonymous posts', async () => {
    expect(posts.filter((post) => post.author_id).length).toBeGreaterThan(40);
    expect(posts.filter((post) => !post.author_id && post.author).length).toBeGreaterThanOrEqual(3);
    expect(posts.filter((post) => !post.author_id && !post.author).length).toBeGreaterThanOrEqual(
      1,
    );
    const { data, error } = await anon
      .from('blog_posts')
      .select('id,slug,profiles(full_name,avatar_url)')
      .eq('category', BLOG.relationships!)
      .in('slug', [...SEEDED_SLUGS])
      .order('published_at', { ascending: false })
      .limit(RELATIONSHIPS_POST_LIMIT);
    expect(error).toBeNull();
    expect(data!.length).toBe(RELATIONSHIPS_POST_LIMIT);
    const withAvatar = data!.filter(
      (row) => (row.profiles as unknown as { avatar_url: string | null } | null)?.avatar_url,
    );
    expect(withAvatar.length).toBeGreaterThanOrEqual(3);
  });

  it('has opinion pieces in Bridal Fashion Week, featured posts, videos and both body formats', () => {
    const bridal = posts.filter((post) => post.subcategory === BLOG.bridalFashionWeek);
    expect(bridal.some((post) => post.is_opinion)).toBe(true);
    expect(posts.filter((post) => post.is_featured).length).toBeGreaterThanOrEqual(5);
    expect(posts.filter((post) => post.video_url.length > 0).length).toBeGreaterThanOrEqual(5);
    const blockTypes = new Set(
      posts.flatMap((post) => post.content_blocks.map((block) => block.type)),
    );
    for (const type of [
      'paragraph',
      'heading',
      'image',
      'gallery',
      'quote',
      'video',
      'divider',
      'vendor_credits',
    ])
      expect(blockTypes).toContain(type);
    const legacy = posts.filter((post) => post.content && post.content_blocks.length === 0);
    expect(legacy.length).toBeGreaterThanOrEqual(3);
  });

  it('credits vendors on real weddings', async () => {
    const { data, error } = await anon
      .from('post_vendor_credits')
      .select('post_id,role')
      .limit(1000);
    expect(error).toBeNull();
    const realWeddingIds = new Set(
      posts.filter((post) => post.category === BLOG.realWeddings).map((post) => post.id),
    );
    const credited = new Set(
      data!.filter((row) => realWeddingIds.has(row.post_id)).map((row) => row.post_id),
    );
    expect(credited.size).toBeGreaterThanOrEqual(8);
    for (const role of ['Photographer', 'Florist', 'Planner', 'Venue'])
      expect(data!.map((row) => row.role)).toContain(role);
  });

  it('keeps the scheduled post, drafts and the archived post from the public', async () => {
    const service = serviceClient();
    const scheduled = await service
      .from('blog_posts')
      .select('status,published_at')
      .eq('slug', SCHEDULED_SLUG);
    expect(scheduled.error).toBeNull();
    expect(scheduled.data!.length).toBe(1);
    expect(scheduled.data![0]!.status).toBe('published');
    expect(new Date(scheduled.data![0]!.published_at as string).getTime()).toBeGreaterThan(
      Date.now(),
    );

    const hiddenSlugs = [SCHEDULED_SLUG, ...DRAFT_SLUGS, ...ARCHIVED_SLUGS];
    const unpublished = await service
      .from('blog_posts')
      .select('slug,status')
      .in('slug', hiddenSlugs);
    expect(unpublished.error).toBeNull();
    const statuses = countBy(unpublished.data!, (row) => row.status as string);
    expect(statuses.get('draft')).toBeGreaterThanOrEqual(2);
    expect(statuses.get('archived')).toBe(1);

    const seenByPublic = await anon.from('blog_posts').select('slug').in('slug', hiddenSlugs);
    expect(seenByPublic.error).toBeNull();
    expect(seenByPublic.data).toEqual([]);
  });
});

describe('the directory, as the public sees it', () => {
  it('has at least 48 published listings with unique url names, photos and several countries', () => {
    expect(listings.length).toBeGreaterThanOrEqual(48);
    expect(new Set(listings.map((listing) => listing.url_name)).size).toBe(listings.length);
    for (const listing of listings) {
      expect(listing.headshot_url, listing.url_name).toBeTruthy();
      expect(listing.image_url, listing.url_name).toBeTruthy();
    }
    expect(new Set(listings.map((listing) => listing.country)).size).toBeGreaterThanOrEqual(5);
    expect(listings.filter((listing) => listing.is_featured).length).toBeGreaterThanOrEqual(3);
    expect(listings.filter((listing) => listing.video_url).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least three published listings in every business category', () => {
    const counts = countBy(listings, (listing) => listing.business_category_id);
    const thin = Object.entries(BUSINESS)
      .filter(([, id]) => (counts.get(id) ?? 0) < 3)
      .map(([key]) => key);
    expect(thin).toEqual([]);
  });

  it('has at least 12 venues covering Hotel, Estate, Resort and Vineyard, each with a capacity', () => {
    const venues = listings.filter((listing) => listing.business_category_id === BUSINESS.venue);
    expect(venues.length).toBeGreaterThanOrEqual(12);
    expect(new Set(venues.map((venue) => venue.venue_type))).toEqual(
      new Set(['Hotel', 'Estate', 'Resort', 'Vineyard']),
    );
    for (const venue of venues) expect(venue.guest_capacity, venue.url_name).toBeGreaterThan(0);
  });

  it('gives listings galleries with alt text', async () => {
    const { data, error } = await anon
      .from('listing_photos')
      .select('listing_id,url,alt')
      .like('url', 'demo/listings/%')
      .limit(2000);
    expect(error).toBeNull();
    const perListing = countBy(data!, (photo) => photo.listing_id);
    expect(listings.length).toBeGreaterThan(0);
    expect(perListing.size).toBe(listings.length);
    expect(Math.min(...perListing.values())).toBeGreaterThanOrEqual(3);
    for (const photo of data!) expect(photo.alt.trim().length).toBeGreaterThan(10);
  });

  it('keeps draft and pending listings from the public', async () => {
    const { data, error } = await serviceClient()
      .from('listings')
      .select('url_name,status')
      .in('url_name', UNPUBLISHED_URL_NAMES);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(2);
    expect(new Set(data!.map((row) => row.status))).toEqual(
      new Set(['draft', 'pending', 'archived']),
    );
    const seenByPublic = await anon
      .from('listings')
      .select('url_name')
      .in('url_name', UNPUBLISHED_URL_NAMES);
    expect(seenByPublic.error).toBeNull();
    expect(seenByPublic.data).toEqual([]);
  });
});

describe('the members behind the directory', () => {
  it('gives every published listing a member, with a join date before it and a note of their own', async () => {
    const { data, error } = await anon
      .from('listing_admissions')
      .select('listing_id,admission_note,member_since')
      .in(
        'listing_id',
        listings.map((listing) => listing.id),
      );
    expect(error).toBeNull();
    const byListing = new Map(data!.map((row) => [row.listing_id as string, row]));
    const without = listings.filter((listing) => !byListing.has(listing.id));
    expect(without.map((listing) => listing.url_name)).toEqual([]);
    const created = await serviceClient()
      .from('listings')
      .select('id,created_at')
      .in(
        'id',
        listings.map((listing) => listing.id),
      );
    for (const listing of created.data!) {
      const admission = byListing.get(listing.id as string)!;
      expect((admission.admission_note as string).length).toBeGreaterThan(20);
      expect(new Date(admission.member_since as string).getTime()).toBeLessThan(
        new Date(listing.created_at as string).getTime() + 86_400_000,
      );
    }
    // Curation shown, not a form letter: the notes differ (the demo accounts keep theirs).
    const notes = new Set(data!.map((row) => row.admission_note));
    expect(notes.size).toBeGreaterThanOrEqual(listings.length - 10);
    const casa = listings.find((listing) => listing.url_name === 'casa-villasenor-events')!;
    expect(byListing.get(casa.id)?.admission_note).toBe(
      'For work that stays with the couple long after the day: unhurried, honest and beautifully made.',
    );
  });

  it('makes each member a real account, with a name, that signs in with the demo password', async () => {
    const lead = LISTINGS.find((listing) => listing.urlName === 'whitlock-and-vane-events')!;
    const { client, userId } = await signedInClient(
      `harriet@${lead.urlName}.example`,
      DEMO_ACCOUNTS.vendorAna.password,
    );
    const ids = await client.rpc('my_listing_ids');
    expect(ids.error).toBeNull();
    const own = await client
      .from('listings')
      .select('url_name')
      .in('id', ids.data as string[]);
    expect(own.data).toEqual([{ url_name: lead.urlName }]);
    const profile = await client.from('profiles').select('full_name').eq('id', userId).single();
    expect(profile.data?.full_name).toBe(lead.lead);
  });
});

describe('standalone videos', () => {
  it('has at least six published testimonials in order and two live destination videos', async () => {
    const testimonials = await anon
      .from('standalone_videos')
      .select('title,video_url,overlay_photo_url,order_index')
      .eq('status', 'published')
      .eq('location', 'testimonial')
      .like('video_url', 'demo/videos/%')
      .order('order_index');
    expect(testimonials.error).toBeNull();
    expect(testimonials.data!.length).toBeGreaterThanOrEqual(6);
    const order = testimonials.data!.map((video) => video.order_index as number);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const video of testimonials.data!) expect(video.overlay_photo_url).toBeTruthy();
    const destination = await anon
      .from('standalone_videos')
      .select('title')
      .eq('location', 'destination')
      .in('status', ['active', 'published'])
      .like('video_url', 'demo/videos/%');
    expect(destination.error).toBeNull();
    expect(destination.data!.length).toBeGreaterThanOrEqual(2);
  });
});

describe('demo accounts', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))(
    '%s can sign in with the documented password',
    async (_key, account) => {
      const { client, userId } = await signedInClient(account.email, account.password);
      expect(userId).toBeTruthy();
      const admin = await client.from('admin_users').select('id').eq('id', userId);
      expect(admin.error).toBeNull();
      expect(admin.data!.length).toBe(account.role === 'admin' ? 1 : 0);
      const member = await client.from('vendor_members').select('status').eq('user_id', userId);
      expect(member.error).toBeNull();
      expect(member.data!.map((row) => row.status)).toEqual(
        account.role === 'vendor' ? ['active'] : [],
      );
    },
  );

  it.each([DEMO_ACCOUNTS.vendorAna, DEMO_ACCOUNTS.vendorMarco])(
    '$email owns several listings, one unpublished, with inquiries',
    async (account) => {
      const { client } = await signedInClient(account.email, account.password);
      // owner_id is private: a vendor finds their own listings through my_listing_ids()
      const ids = await client.rpc('my_listing_ids');
      expect(ids.error).toBeNull();
      const own = await client
        .from('listings')
        .select('id,status')
        .in('id', ids.data as string[]);
      expect(own.error).toBeNull();
      expect(own.data!.length).toBeGreaterThanOrEqual(3);
      expect(own.data!.some((listing) => listing.status !== 'published')).toBe(true);
      const inquiries = await client.from('inquiries').select('id,listing_id');
      expect(inquiries.error).toBeNull();
      expect(inquiries.data!.length).toBeGreaterThanOrEqual(2);
      const ownIds = new Set(own.data!.map((listing) => listing.id));
      for (const inquiry of inquiries.data!) expect(ownIds.has(inquiry.listing_id)).toBe(true);
    },
  );

  it('lets the admin see the forms visitors sent', async () => {
    const { client } = await signedInClient(
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.admin.password,
    );
    for (const table of ['membership_applications', 'contact_messages', 'wedding_submissions']) {
      const { data, error } = await client.from(table).select('id,status');
      expect(error, table).toBeNull();
      expect(data!.length, table).toBeGreaterThanOrEqual(3);
    }
    const applications = await client.from('membership_applications').select('status');
    const statuses = new Set(applications.data!.map((row) => row.status));
    expect(statuses).toContain('pending');
    expect(statuses).toContain('declined');
  });
});

describe('seeded media in storage', () => {
  async function download(objectPath: string): Promise<{ type: string | null; bytes: Uint8Array }> {
    const { data } = anon.storage.from('media').getPublicUrl(objectPath);
    const response = await fetch(data.publicUrl);
    expect(response.status, objectPath).toBe(200);
    return {
      type: response.headers.get('content-type'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }
  const ascii = (bytes: Uint8Array, from: number, to: number) =>
    String.fromCharCode(...bytes.slice(from, to));

  it('stores media as object paths in the media bucket, not absolute URLs', () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const listing of listings)
      expect(listing.headshot_url).toMatch(/^demo\/listings\/[a-z0-9-]+\/headshot-600\.webp$/);
    for (const post of posts)
      expect(post.featured_image).toMatch(/^demo\/posts\/[a-z0-9-]+-1600\.webp$/);
  });

  it('serves a post image as WebP', async () => {
    const post = posts[0]!;
    const { type, bytes } = await download(post.featured_image!);
    expect(type).toMatch(/^image\/webp/);
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    expect(ascii(bytes, 8, 12)).toBe('WEBP');
  });

  it('serves a post video as MP4', async () => {
    const post = posts.find((candidate) => candidate.video_url.length > 0)!;
    const { type, bytes } = await download(post.video_url[0]!);
    expect(type).toMatch(/^video\/mp4/);
    expect(ascii(bytes, 4, 8)).toBe('ftyp');
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
  });
});
