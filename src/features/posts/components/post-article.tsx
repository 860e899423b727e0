import { useMemo, type ReactNode } from 'react';
import { postPath } from '@/config/paths';
import { PendingLines } from '@/components/ui/spinner';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { SaveButton } from '@/features/saved';
import type { PostDetail } from '../api/get-post';
import type { PostLeadPost } from '../api/post-lead';
import { blocksText, parseBlocks, VENDOR_CREDITS_HEADING, type ContentBlock } from '../lib/blocks';
import { countWords, readingMinutes } from '../lib/reading-time';
import { isSafeMediaRef } from '../lib/safe-url';
import { AdjacentPosts } from './adjacent-posts';
import { PostBody } from './post-body';
import { POST_TITLE_ID, PostHeader } from './post-header';
import { PostHero } from './post-hero';
import { postImageUrl } from './post-meta';
import { RelatedPosts } from './related-posts';
import { ShareLinks } from './share-links';
import { VendorCredits, type CreditEntry } from './vendor-credits';

/** A legacy body that already lists vendors (links into the directory). */
const LEGACY_CREDITS = /href\s*=\s*["']?\/index\//i;

/** Everything the page shows, derived once from the post's one request (null until it is in). */
export function usePostView(post: PostDetail | null) {
  return useMemo(() => {
    if (!post) return null;
    const blocks = parseBlocks(post.content_blocks);
    const words = blocks.length
      ? countWords(blocksText(blocks))
      : countWords(post.content ?? '', { html: true });
    const firstVideo = post.video_url.find(isSafeMediaRef);
    const bodyVideos = new Set(
      blocks.flatMap((block) => (block.type === 'video' ? [block.url] : [])),
    );
    // The body's own credits win over the post's (no list twice); otherwise the post's credits.
    const bodyHasCredits =
      blocks.some((block) => block.type === 'vendor_credits') ||
      (blocks.length === 0 && LEGACY_CREDITS.test(post.content ?? ''));
    const storyCredits = post.credits.flatMap((credit) =>
      credit.listing
        ? [{ role: credit.role, name: credit.listing.name, url_name: credit.listing.url_name }]
        : [],
    );
    const isRealWedding = [post.category, post.subcategory].includes(
      BLOG_CATEGORY_IDS.realWeddings,
    );
    // Each vendor is listed once on the page, under 'The Vendors'. A credits block in the body is
    // the story's list and nothing repeats it below; otherwise the list after the body is the
    // post's credits, and a real wedding's is its whole team (every vendor credited anywhere in
    // it, gallery photos included, once, with every role).
    const credits: CreditEntry[] = bodyHasCredits
      ? []
      : isRealWedding
        ? theTeam([...storyCredits, ...blockCredits(blocks)])
        : storyCredits;
    return {
      blocks,
      minutes: readingMinutes(words),
      heroVideo: firstVideo && !bodyVideos.has(firstVideo) ? firstVideo : undefined,
      credits,
    };
  }, [post]);
}

/** Every credit in the body: credits blocks and the credits on gallery photos. */
function blockCredits(blocks: readonly ContentBlock[]): CreditEntry[] {
  return blocks.flatMap((block) => {
    if (block.type === 'vendor_credits') return block.credits;
    if (block.type === 'gallery') return block.images.flatMap((image) => image.credits ?? []);
    return [];
  });
}

/** A real wedding's team: each credited vendor once, with every role it was credited for, in story order. */
function theTeam(credits: readonly CreditEntry[]): CreditEntry[] {
  const byVendor = new Map<string, CreditEntry>();
  for (const credit of credits) {
    const seen = byVendor.get(credit.url_name);
    if (!seen) byVendor.set(credit.url_name, { ...credit });
    else if (!seen.role.split(', ').includes(credit.role)) seen.role += `, ${credit.role}`;
  }
  return [...byVendor.values()];
}

/**
 * The notice an administrator reads on a story readers cannot see (yet). Its Intl formatter is
 * made here, not when the module loads: every reader's story page imports this module, and only
 * an administrator's preview needs a time of day (src/lib/english-format.ts says why it matters).
 */
export function hiddenNotice(post: Pick<PostDetail, 'hidden' | 'published_at'>): string {
  if (post.hidden === 'scheduled' && post.published_at) {
    const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
    return `Scheduled for ${when.format(new Date(post.published_at))}: not visible to readers until then.`;
  }
  return `Preview: this story is ${post.hidden} and not visible to readers.`;
}

/**
 * The top of the post page, its first screen: header and hero. Also rendered at build time, around
 * a stand-in story, as the template index.html paints a post into before the app has loaded.
 */
export function PostLead({
  post,
  minutes,
  heroVideo,
}: {
  post: PostLeadPost;
  minutes?: number;
  heroVideo: string | undefined;
}) {
  const focalX = post.featured_image_focal_x ?? 50;
  const focalY = post.featured_image_focal_y ?? 50;
  return (
    <>
      <PostHeader post={post} minutes={minutes} />
      <PostHero
        title={post.title}
        image={post.featured_image ?? null}
        alt={post.featured_image_alt}
        // Only a chosen focal point is written on the page (the centre is every crop's default).
        focal={focalX !== 50 || focalY !== 50 ? { x: focalX, y: focalY } : undefined}
        video={heroVideo}
      />
    </>
  );
}

const isPostDetail = (post: PostDetail | PostLeadPost): post is PostDetail =>
  'content_blocks' in post;

/** The body's place while the story is on its way: a few quiet lines at the text's measure. */
const STORY_BODY_PENDING = ['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'];

/**
 * The post page: header, hero, body, vendors, sharing, then where to read next. Given the card the
 * reader tapped instead of the story (`PostLeadPost`, from a list already loaded), it draws the
 * header and hero at once and holds the body's place; the story then fills in the same elements.
 */
export function PostArticle({
  post: given,
  end,
}: {
  post: PostDetail | PostLeadPost;
  end?: ReactNode;
}) {
  const post = isPostDetail(given) ? given : null;
  const view = usePostView(post);
  if (!post || !view) {
    return (
      <>
        {null}
        <article aria-labelledby={POST_TITLE_ID} aria-busy="true">
          {/* The picture only: whether the first video is the hero or in the body, the story says. */}
          <PostLead post={given} heroVideo={undefined} />
          <div className="mt-12 md:mt-16">
            <PendingLines
              label="Loading the story…"
              widths={STORY_BODY_PENDING}
              className="mx-auto max-w-3xl px-4"
            />
          </div>
        </article>
      </>
    );
  }
  const { blocks, minutes, heroVideo, credits } = view;
  return (
    <>
      {post.hidden && (
        // Only administrators can read a story that is not public (row-level security).
        <p role="note" className="bg-champagne-100 px-4 py-3 text-center text-sm text-ink">
          {hiddenNotice(post)}
        </p>
      )}
      <article aria-labelledby={POST_TITLE_ID}>
        <PostLead post={post} minutes={minutes} heroVideo={heroVideo} />
        <div className="mt-12 md:mt-16">
          <PostBody blocks={blocks} html={post.content} title={post.title} />
        </div>
        <div className="mx-auto max-w-3xl px-4">
          <VendorCredits heading={VENDOR_CREDITS_HEADING} credits={credits} />
          <div className="mt-12 border-t border-ivory-300 pt-8">
            <SaveButton
              kind="post"
              id={post.id}
              name={post.title}
              className="mx-auto mb-6 flex w-fit"
            />
            <ShareLinks path={postPath(post.slug)} title={post.title} image={postImageUrl(post)} />
          </div>
          {/* What the page puts at the story's end (the newsletter's invitation, #44). */}
          {end ? <div className="mt-12 border-t border-ivory-300 pt-10">{end}</div> : null}
        </div>
      </article>
      <div className="mx-auto mt-12 flex max-w-7xl flex-col gap-12 px-4 pb-24 md:px-8">
        <AdjacentPosts post={post} />
        <RelatedPosts post={post} />
      </div>
    </>
  );
}
