/**
 * Turns the corpus into rows: blog_posts, featured_posts ('home', The Latest) and
 * post_vendor_credits, plus the image jobs their pictures need.
 *
 * Media columns hold storage OBJECT PATHS in the public `media` bucket (e.g.
 * 'demo/posts/<slug>-1600.webp'), never full URLs: the stack's URL differs between dev (54321),
 * tests (54329), `db:reset` (a random port) and production, so the front end resolves a path with
 * supabase.storage.from('media').getPublicUrl(path). Values starting with http(s):// or '/' are
 * used as they are.
 */
import type { Motif } from './art.ts';
import { MOTIFS, PALETTES } from './art.ts';
import { artAlt } from './alt-text.ts';
import { AUTHORS, type AuthorKey } from './corpus/authors.ts';
import { PUBLISHED_POSTS, UNPUBLISHED_POSTS } from './corpus/posts.ts';
import { blocksToLegacyHtml, composeBlocks, resetUsage, type BodyImage } from './corpus/prose.ts';
import type { BlogCategoryKey, PostSeed } from './corpus/types.ts';
import { blogCategoryId, stableUuid } from './ids.ts';
import { AVATAR_VARIANTS, BODY_IMAGE_VARIANTS, COVER_VARIANTS } from './images.ts';
import { variantPath, type ImageJob } from './media.ts';
import { createRandom, DEMO_SEED } from './random.ts';
import { posterObjectPath, videoObjectPath } from './videos.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Published posts spread over about eighteen months. */
const SPAN_DAYS = 540;
/** Editorial images per motif in the shared body-image pool. */
const EDITORIAL_PER_MOTIF = 3;

const DEFAULT_AUTHOR: Record<BlogCategoryKey, AuthorKey> = {
  realWeddings: 'margaux',
  fashion: 'theo',
  relationships: 'imani',
  planning: 'sadie',
  jewelry: 'julien',
  beauty: 'priya',
  destination: 'lucia',
  celebrity: 'noor',
  trends: 'noor',
  inspiration: 'margaux',
  nybfw: 'theo',
  bridalFashionWeek: 'theo',
  weddingDresses: 'theo',
  weddingPlanning: 'sadie',
  budget: 'sadie',
  etiquette: 'sadie',
  registry: 'sadie',
  cityWeddings: 'imani',
  intimateWeddings: 'margaux',
  elopements: 'lucia',
  hair: 'priya',
  makeup: 'priya',
  skincare: 'priya',
  europe: 'lucia',
  caribbean: 'lucia',
  honeymoons: 'lucia',
  engagementRings: 'julien',
};

/** Motifs that sit well beside each kind of story in the body. */
const BODY_MOTIFS: Record<PostSeed['kind'], Motif[]> = {
  wedding: [
    'bloom',
    'candles',
    'coupes',
    'stationery',
    'petals',
    'arch',
    'botanical',
    'cake',
    'veil',
    'rings',
  ],
  runway: ['gown', 'veil', 'pearls', 'petals', 'lens'],
  essay: ['stationery', 'candles', 'botanical', 'rings', 'sun'],
  guide: ['stationery', 'candles', 'coupes', 'arch', 'vessels'],
  jewelry: ['gem', 'rings', 'pearls'],
  beauty: ['vessels', 'portrait', 'pearls', 'bloom'],
  travel: ['landscape', 'sun', 'arch', 'botanical'],
  profile: ['coupes', 'candles', 'veil', 'gown', 'bloom'],
  trend: ['bloom', 'petals', 'vessels', 'candles', 'coupes'],
  mood: ['bloom', 'candles', 'petals', 'vessels', 'botanical', 'coupes'],
};

export interface ListingRef {
  id: string;
  name: string;
  status: string;
}

export interface PostBuildInput {
  now: Date;
  authorIds: ReadonlyMap<AuthorKey, string>;
  listings: ReadonlyMap<string, ListingRef>;
}

export interface PostBuild {
  posts: Record<string, unknown>[];
  featured: Record<string, unknown>[];
  credits: Record<string, unknown>[];
  imageJobs: ImageJob[];
}

const editorialBase = (motif: Motif, n: number) => `demo/editorial/${motif}-${n}`;
const editorialPalette = (motif: Motif, n: number) =>
  PALETTES[(MOTIFS.indexOf(motif) * EDITORIAL_PER_MOTIF + n) % PALETTES.length]!.name;

/** The shared pool of body images (1200 x 800), used across posts. */
export function editorialImageJobs(): ImageJob[] {
  return MOTIFS.flatMap((motif) =>
    Array.from({ length: EDITORIAL_PER_MOTIF }, (_, n) => ({
      base: editorialBase(motif, n + 1),
      spec: { motif, seed: `editorial-${motif}-${n + 1}`, palette: editorialPalette(motif, n + 1) },
      variants: BODY_IMAGE_VARIANTS,
    })),
  );
}

function editorialImage(motif: Motif, n: number): BodyImage {
  return {
    url: variantPath(editorialBase(motif, n), BODY_IMAGE_VARIANTS[0]!.suffix),
    alt: artAlt(motif, editorialPalette(motif, n)),
    motif,
  };
}

/** Days before `now` for each post: explicit, or spread by position within its category. */
function assignAges(posts: readonly PostSeed[]): Map<string, number> {
  const ages = new Map<string, number>();
  const byCategory = new Map<string, PostSeed[]>();
  for (const post of posts)
    byCategory.set(post.category, [...(byCategory.get(post.category) ?? []), post]);
  for (const [category, list] of byCategory) {
    const random = createRandom(`${DEMO_SEED}:ages:${category}`);
    list.forEach((post, index) => {
      // Denser in recent months, like a living magazine: age grows a little faster than linearly.
      const spread = 4 + Math.round(SPAN_DAYS * ((index + 0.5) / list.length) ** 1.3);
      ages.set(post.slug, post.daysAgo ?? spread + random.int(0, 3));
    });
  }
  return ages;
}

function dateAt(now: Date, daysAgo: number, random: ReturnType<typeof createRandom>): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Morning to late afternoon UTC; a post dated "today" would risk landing in the future.
  return new Date(
    midnight -
      daysAgo * DAY_MS +
      random.int(7, 17) * 60 * 60 * 1000 +
      random.int(0, 59) * 60 * 1000,
  );
}

export function buildPosts(input: PostBuildInput): PostBuild {
  resetUsage();
  const all = [...PUBLISHED_POSTS, ...UNPUBLISHED_POSTS];
  const slugs = new Set<string>();
  for (const post of all) {
    if (slugs.has(post.slug)) throw new Error(`duplicate post slug ${post.slug}`);
    slugs.add(post.slug);
  }
  const ages = assignAges(PUBLISHED_POSTS);
  const build: PostBuild = { posts: [], featured: [], credits: [], imageJobs: [] };

  // Season titles ("Spring {nextYear}") stay current whenever the database is seeded.
  const nextYear = String(input.now.getUTCFullYear() + 1);
  const dated = (text: string) => text.replaceAll('{nextYear}', nextYear);

  for (const seed of all) {
    const post: PostSeed = { ...seed, title: dated(seed.title), excerpt: dated(seed.excerpt) };
    const random = createRandom(`${DEMO_SEED}:post:${post.slug}`);
    const id = stableUuid(`post:${post.slug}`);
    const palette = post.palette ?? random.pick(PALETTES).name;
    const base = `demo/posts/${post.slug}`;
    build.imageJobs.push({
      base,
      spec: { motif: post.motif, seed: `post-${post.slug}`, palette },
      variants: COVER_VARIANTS,
    });

    const credits = (post.wedding?.credits ?? []).map(([role, urlName]) => {
      const listing = input.listings.get(urlName);
      if (!listing) throw new Error(`${post.slug}: credited listing ${urlName} does not exist`);
      if (listing.status !== 'published')
        throw new Error(`${post.slug}: credited listing ${urlName} is not published`);
      return { role, name: listing.name, url_name: urlName, listing_id: listing.id };
    });
    const venueCredit = credits.find((credit) => credit.role === 'Venue');
    const photographer = credits.find((credit) => credit.role === 'Photographer');

    const imageCount =
      post.kind === 'wedding' ? 4 : post.kind === 'travel' || post.kind === 'mood' ? 5 : 1;
    const motifs = random.sample(
      BODY_MOTIFS[post.kind].filter((motif) => motif !== post.motif),
      imageCount - 1,
    );
    const images = [post.motif, ...motifs]
      .slice(0, imageCount)
      .map((motif) => editorialImage(motif, random.int(1, EDITORIAL_PER_MOTIF)));
    const video = post.video
      ? { url: videoObjectPath(post.video), poster: posterObjectPath(post.video) }
      : undefined;

    const blocks = composeBlocks(post, {
      random,
      images,
      // The credit is who took the photographs; the page adds the 'Photo:' label.
      ...(photographer ? { imageCredit: photographer.name } : {}),
      ...(video ? { video } : {}),
      credits: credits.map(({ role, name, url_name }) => ({ role, name, url_name })),
      ...(venueCredit ? { venueName: venueCredit.name } : {}),
    });

    const author =
      post.author === undefined ? DEFAULT_AUTHOR[post.subcategory ?? post.category] : post.author;
    const authorId = typeof author === 'string' ? input.authorIds.get(author) : undefined;
    if (typeof author === 'string' && !authorId)
      throw new Error(`${post.slug}: author ${author} was not created`);
    const authorText = author !== null && typeof author === 'object' ? author.text : null;

    const status = post.status === 'scheduled' ? 'published' : (post.status ?? 'published');
    const age = ages.get(post.slug) ?? post.daysAgo ?? 30;
    const publishedAt = post.status === 'draft' ? null : dateAt(input.now, age, random);
    const createdAt = new Date(
      (publishedAt ?? dateAt(input.now, age, random)).getTime() - random.int(2, 21) * DAY_MS,
    );
    const updatedAt =
      publishedAt && publishedAt.getTime() < input.now.getTime() ? publishedAt : createdAt;

    build.posts.push({
      id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      featured_image: variantPath(base, COVER_VARIANTS[0]!.suffix),
      status,
      author: authorText,
      author_id: authorId ?? null,
      published_at: publishedAt?.toISOString() ?? null,
      created_at: createdAt.toISOString(),
      updated_at: updatedAt.toISOString(),
      content: post.legacy ? blocksToLegacyHtml(blocks) : null,
      content_blocks: post.legacy ? [] : blocks,
      category: blogCategoryId(post.category),
      subcategory: post.subcategory ? blogCategoryId(post.subcategory) : null,
      photos: post.kind === 'wedding' ? images.map((image) => image.url) : [],
      video_url: video ? [video.url] : [],
      is_opinion: post.opinion ?? false,
      is_featured: post.featured ?? false,
      seo_title: post.title.length <= 120 ? post.title : null,
      seo_description: post.excerpt.length <= 320 ? post.excerpt : null,
    });
    if (post.home)
      build.featured.push({
        id: stableUuid(`featured:home:${post.slug}`),
        post_id: id,
        location: 'home',
        display_order: post.home,
      });
    credits.forEach((credit, index) =>
      build.credits.push({
        post_id: id,
        listing_id: credit.listing_id,
        role: credit.role,
        display_order: index + 1,
      }),
    );
  }
  return build;
}

/** Avatars of the masthead (256 px squares). */
export function authorAvatarJob(key: AuthorKey): ImageJob {
  const author = AUTHORS.find((candidate) => candidate.key === key)!;
  return {
    base: `demo/avatars/${key}`,
    spec: { motif: 'portrait', seed: `avatar-${key}`, palette: author.palette, frame: false },
    variants: AVATAR_VARIANTS,
  };
}
