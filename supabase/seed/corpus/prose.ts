/**
 * Composes a post's body (content_blocks, or plain HTML for legacy posts) from its hand-written
 * facts and the house pools. Sentences are drawn least-used-first across the whole magazine, so
 * repetitions are spread as thinly as the pools allow; ties are broken by the post's own seeded
 * random stream, which keeps every reset identical.
 */
import type { Random } from '../random.ts';
import {
  BEAUTY,
  CAPTIONS,
  ESSAY,
  GUIDE,
  JEWELRY,
  MOOD,
  PROFILE,
  RUNWAY,
  TRAVEL,
  TREND,
  WEDDING,
} from './pools.ts';
import type { PostSeed } from './types.ts';

/** One block of the editor's document (blog_posts.content_blocks is an array of these). */
export type ContentBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string; level: 2 | 3 }
  | { type: 'image'; url: string; alt: string; caption?: string; credit?: string }
  | { type: 'gallery'; images: { url: string; alt: string; caption?: string }[]; caption?: string }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'video'; url: string; poster?: string; caption?: string }
  | { type: 'divider' }
  | {
      type: 'vendor_credits';
      heading: string;
      credits: { role: string; name: string; url_name: string }[];
    };

export interface BodyImage {
  url: string;
  alt: string;
  /** What the picture shows (an art motif), for its caption. */
  motif: string;
}

export interface ComposeContext {
  random: Random;
  /** Storage paths of editorial images for the body, chosen for this post. */
  images: BodyImage[];
  /** Photographer or studio credited under images, when the post credits one. */
  imageCredit?: string;
  video?: { url: string; poster: string };
  /** Resolved vendor credits (role, listing name, url_name). */
  credits: { role: string; name: string; url_name: string }[];
  venueName?: string;
}

/** Counts uses of every pool line across the whole magazine. */
const usage = new Map<string, number>();

export function resetUsage() {
  usage.clear();
}

type Scale = 'E' | 'I' | 'L';

function fits(line: string, scale?: Scale): boolean {
  const tags = line.match(/\[([EIL])\]/g);
  if (!tags || !scale) return true;
  return tags.includes(`[${scale}]`);
}

const stripTags = (line: string) => line.replace(/\s*\[[EIL]\]/g, '');

/** Draws `count` distinct lines, least used first, ties broken at random. */
function draw(
  pool: readonly string[],
  count: number,
  random: Random,
  taken: Set<string>,
  scale?: Scale,
): string[] {
  const candidates = random.shuffle(pool.filter((line) => fits(line, scale) && !taken.has(line)));
  candidates.sort((a, b) => (usage.get(a) ?? 0) - (usage.get(b) ?? 0));
  const chosen = candidates.slice(0, count);
  for (const line of chosen) {
    taken.add(line);
    usage.set(line, (usage.get(line) ?? 0) + 1);
  }
  return chosen.map(stripTags);
}

function fill(text: string, slots: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => slots[key] ?? match);
}

const paragraph = (text: string): ContentBlock => ({ type: 'paragraph', text });
const heading = (text: string, level: 2 | 3 = 2): ContentBlock => ({
  type: 'heading',
  text,
  level,
});

function imageBlock(
  context: ComposeContext,
  index: number,
  withCaption: boolean,
): ContentBlock | undefined {
  const image = context.images[index];
  if (!image) return undefined;
  const captions = CAPTIONS[image.motif];
  const caption = withCaption && captions ? context.random.pick(captions) : undefined;
  return {
    type: 'image',
    url: image.url,
    alt: image.alt,
    ...(caption ? { caption } : {}),
    ...(context.imageCredit ? { credit: context.imageCredit } : {}),
  };
}

function galleryBlock(
  context: ComposeContext,
  from: number,
  count: number,
  caption?: string,
): ContentBlock | undefined {
  const images = context.images.slice(from, from + count);
  if (images.length < 2) return undefined;
  return {
    type: 'gallery',
    images: images.map((image) => ({ url: image.url, alt: image.alt })),
    ...(caption ? { caption } : {}),
  };
}

function videoBlock(context: ComposeContext, caption: string): ContentBlock | undefined {
  return context.video
    ? { type: 'video', url: context.video.url, poster: context.video.poster, caption }
    : undefined;
}

function creditsBlock(context: ComposeContext): ContentBlock | undefined {
  return context.credits.length > 0
    ? { type: 'vendor_credits', heading: 'The Vendors', credits: context.credits }
    : undefined;
}

function compact(blocks: (ContentBlock | undefined)[]): ContentBlock[] {
  return blocks.filter((block): block is ContentBlock => block !== undefined);
}

function weddingBody(post: PostSeed, context: ComposeContext): ContentBlock[] {
  const facts = post.wedding;
  if (!facts) throw new Error(`${post.slug}: a wedding post needs wedding facts`);
  const { random } = context;
  const taken = new Set<string>();
  const scale: Scale = facts.guests <= 4 ? 'E' : facts.guests <= 80 ? 'I' : 'L';
  const [a, b] = facts.couple;
  const flowers = random.sample(WEDDING.values.flowers[facts.season], 2);
  const slots: Record<string, string> = {
    a,
    b,
    place: facts.place,
    season: facts.season,
    venue: context.venueName ?? facts.venue ?? 'the venue',
    flower: flowers[0] ?? 'roses',
    flower2: flowers[1] ?? 'sweet peas',
    color: random.pick(WEDDING.values.colors),
    dish: random.pick(WEDDING.values.dishes),
    drink: random.pick(WEDDING.values.drinks),
  };
  slots.song = fill(random.pick(WEDDING.values.songs), slots);
  const lines = (pool: readonly string[], count: number, extra: Record<string, string> = {}) =>
    draw(pool, count, random, taken, scale).map((line) => fill(line, { ...slots, ...extra }));
  const say = (pool: readonly string[], count: number) => lines(pool, count).join(' ');
  const head = (key: keyof typeof WEDDING.headings) => heading(random.pick(WEDDING.headings[key]));
  const attire = facts.attire ?? 'mixed';
  const lookFor = (name: string, gown: boolean) =>
    lines(gown ? WEDDING.lookGown : WEDDING.lookSuit, 1, { x: name });
  const look = [
    ...lookFor(a, attire !== 'suits'),
    ...lookFor(b, attire === 'gowns'),
    ...lines(WEDDING.lookShared, 1),
  ];
  const quoteText = draw(WEDDING.quote, 1, random, taken)[0] ?? '';
  return compact([
    paragraph(`${say(WEDDING.lede, 1)} ${say(WEDDING.ledeFollow, 1)}`),
    head('story'),
    paragraph(`${say(WEDDING.met, 1)} ${say(WEDDING.proposal, 1)}`),
    paragraph(say(WEDDING.vision, 2)),
    imageBlock(context, 0, true),
    head('look'),
    paragraph(look.join(' ')),
    { type: 'quote', text: quoteText, cite: random.chance(0.5) ? a : b },
    head('details'),
    paragraph(say(WEDDING.details, 3)),
    galleryBlock(context, 1, 3, `${a} and ${b}, ${facts.place}.`),
    head('ceremony'),
    paragraph(say(WEDDING.ceremony, 2)),
    head('celebration'),
    paragraph(say(WEDDING.celebration, 3)),
    videoBlock(context, `A few moments from ${a} and ${b}’s day.`),
    { type: 'divider' },
    paragraph(`${say(WEDDING.adviceLead, 1)} ${say(WEDDING.adviceMore, 1)}`),
    creditsBlock(context),
  ]);
}

interface PointPools {
  /** Opening lines, and second lines that follow any opener. */
  intro: readonly string[];
  follow: readonly string[];
  elaboration: readonly string[];
  close: readonly string[];
}

/** The shared shape of service pieces: intro, one section per point, a quote, a close. */
function pointsBody(
  post: PostSeed,
  context: ComposeContext,
  pools: PointPools,
  options: {
    numbered?: boolean;
    quote?: readonly [string, string] | { text: string; cite?: string };
    extra?: ContentBlock[];
    gallery?: boolean;
  },
): ContentBlock[] {
  const { random } = context;
  const taken = new Set<string>();
  const slots = { subject: post.subject ?? 'it' };
  const say = (pool: readonly string[], count: number) =>
    draw(pool, count, random, taken)
      .map((line) => fill(line, slots))
      .join(' ');
  const points = post.points ?? [];
  // Opinion intros are single, pointed lines; the others open with an opener and a follow-up.
  const blocks: (ContentBlock | undefined)[] = [
    paragraph(
      post.opinion ? say(pools.intro, 1) : `${say(pools.intro, 1)} ${say(pools.follow, 1)}`,
    ),
  ];
  const imageAt = Math.min(1, points.length - 1);
  points.forEach(([title, text], index) => {
    blocks.push(heading(options.numbered ? `${index + 1}. ${title}` : title));
    blocks.push(paragraph(`${text} ${say(pools.elaboration, 1)}`));
    if (index === imageAt) blocks.push(imageBlock(context, 0, true));
    if (index === 0 && options.quote) {
      const quote = Array.isArray(options.quote)
        ? { text: options.quote[0], cite: options.quote[1] }
        : (options.quote as { text: string; cite?: string });
      blocks.push({ type: 'quote', ...quote });
    }
  });
  if (points.length === 0) {
    blocks.push(paragraph(say(pools.elaboration, 3)));
    blocks.push(imageBlock(context, 0, true));
  }
  if (options.gallery) blocks.push(galleryBlock(context, 1, 4));
  blocks.push(...(options.extra ?? []));
  blocks.push(videoBlock(context, post.title));
  blocks.push({ type: 'divider' });
  blocks.push(paragraph(say(pools.close, 1)));
  blocks.push(creditsBlock(context));
  return compact(blocks);
}

function pickQuote(
  pool: readonly (readonly [string, string])[],
  random: Random,
): readonly [string, string] {
  return random.pick(pool);
}

/** The content_blocks of one post. */
export function composeBlocks(post: PostSeed, context: ComposeContext): ContentBlock[] {
  const { random } = context;
  switch (post.kind) {
    case 'wedding':
      return weddingBody(post, context);
    case 'runway':
      return pointsBody(
        post,
        context,
        {
          intro: post.opinion ? RUNWAY.opinionIntro : RUNWAY.intro,
          follow: RUNWAY.follow,
          elaboration: RUNWAY.elaboration,
          close: post.opinion ? RUNWAY.opinionClose : RUNWAY.close,
        },
        { quote: post.opinion ? undefined : pickQuote(RUNWAY.quotes, random) },
      );
    case 'guide':
      return pointsBody(post, context, GUIDE, { numbered: true });
    case 'essay':
      return pointsBody(post, context, ESSAY, {
        quote: { text: random.pick(ESSAY.quotes), cite: 'A reader, married eleven years' },
      });
    case 'jewelry':
      return pointsBody(post, context, JEWELRY, { quote: pickQuote(JEWELRY.quotes, random) });
    case 'beauty':
      return pointsBody(post, context, BEAUTY, { quote: pickQuote(BEAUTY.quotes, random) });
    case 'travel':
      return pointsBody(post, context, TRAVEL, {
        extra: [
          heading(random.pick(TRAVEL.extras.heading)),
          paragraph(random.sample(TRAVEL.extras.text, 2).join(' ')),
        ],
        gallery: true,
      });
    case 'profile':
      return pointsBody(post, context, PROFILE, {
        quote: { text: random.pick(PROFILE.quotes), cite: post.subject },
      });
    case 'trend':
      return pointsBody(post, context, TREND, { numbered: true });
    case 'mood':
      return pointsBody(post, context, MOOD, { gallery: true });
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain HTML for legacy posts (written before the block editor): paragraphs, headings, quotes and
 * a vendor list, no images (their featured_image still shows), so the HTML holds no storage URLs.
 */
export function blocksToLegacyHtml(blocks: ContentBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${escapeHtml(block.text)}</p>`;
        case 'heading':
          return `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
        case 'quote':
          return `<blockquote><p>${escapeHtml(block.text)}</p>${block.cite ? `<cite>${escapeHtml(block.cite)}</cite>` : ''}</blockquote>`;
        case 'divider':
          return '<hr>';
        case 'vendor_credits':
          return `<h3>${escapeHtml(block.heading)}</h3><ul>${block.credits.map((credit) => `<li>${escapeHtml(credit.role)}: <a href="/index/${credit.url_name}">${escapeHtml(credit.name)}</a></li>`).join('')}</ul>`;
        default:
          return '';
      }
    })
    .filter(Boolean)
    .join('\n');
}
