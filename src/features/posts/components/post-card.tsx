import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { postPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { PostCardPost } from '../api/post-fields';
import { authorName, categoryLabel, formatPostDate } from '../lib/format';
import { AuthorAvatar } from './author-avatar';
import { Highlight } from './highlight';
import { PostImage, type PostImageAspect } from './post-image';

export type PostCardVariant = 'compact' | 'standard' | 'lead';

/**
 * Spec §2: titles clamp to 1–5 lines and excerpts to 2–6, by card size and breakpoint — small
 * cards and narrow screens get fewer lines, the lead story on a wide screen the most.
 */
const TITLE_CLAMP: Record<PostCardVariant, string> = {
  compact: 'line-clamp-1 md:line-clamp-2',
  standard: 'line-clamp-2 md:line-clamp-3 xl:line-clamp-4',
  lead: 'line-clamp-3 md:line-clamp-4 xl:line-clamp-5',
};
const EXCERPT_CLAMP: Record<PostCardVariant, string> = {
  compact: 'line-clamp-2',
  standard: 'line-clamp-2 md:line-clamp-3 xl:line-clamp-4',
  lead: 'line-clamp-3 md:line-clamp-5 xl:line-clamp-6',
};
const TITLE_SIZE: Record<PostCardVariant, string> = {
  compact: 'text-lg leading-snug',
  standard: 'text-2xl leading-tight',
  lead: 'text-3xl leading-tight md:text-4xl lg:text-5xl',
};
/** What the browser should fetch for the image at each width (matches the grids' columns). */
const IMAGE_SIZES: Record<PostCardVariant, string> = {
  compact: '(min-width: 768px) 12rem, 40vw',
  standard: '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw',
  lead: '(min-width: 1280px) 800px, (min-width: 768px) 60vw, 100vw',
};

export type PostCardProps = {
  post: PostCardPost;
  variant?: PostCardVariant;
  /** The section's name, the label's fallback when the post has no subcategory. */
  sectionName?: string;
  /** Search terms to highlight in the title and excerpt. */
  highlight?: readonly string[];
  /** A badge over the image; opinion pieces are always marked OPINION. */
  badge?: 'HOT' | 'OPINION';
  aspect?: PostImageAspect;
  /** The page's LCP image. */
  priority?: boolean;
  showExcerpt?: boolean;
  showDate?: boolean;
  /** Heading level of the title within the page's outline. */
  headingLevel?: 2 | 3;
  /** The author's avatar beside the byline (Relationships on the home page). */
  showAvatar?: boolean;
  /** Overrides the image `sizes` of the variant. */
  sizes?: string;
  /** Wraps the image, e.g. in an autoplaying video frame; receives the image element. */
  renderMedia?: (image: ReactNode) => ReactNode;
  /** Light text for cards laid over a dark band. */
  tone?: 'ink' | 'light';
  /** From large screens up, the image beside the text instead of above it (a lead story). */
  split?: boolean;
  className?: string;
};

/**
 * THE post card of the magazine (home sections, lists, sections, related stories). One link —
 * the title, stretched over the card — so keyboard and screen-reader users meet each story once.
 */
export function PostCard({
  post,
  variant = 'standard',
  sectionName,
  highlight,
  badge,
  aspect = 'landscape',
  priority = false,
  showExcerpt = true,
  showDate = false,
  headingLevel = 3,
  showAvatar = false,
  sizes,
  renderMedia,
  tone = 'ink',
  split = false,
  className,
}: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = categoryLabel(post, sectionName);
  const marker = post.is_opinion ? 'OPINION' : badge;
  const date = showDate ? formatPostDate(post.published_at) : '';
  const horizontal = variant === 'compact';
  const light = tone === 'light';
  const image = (
    <PostImage
      path={post.featured_image}
      aspect={aspect}
      priority={priority}
      sizes={sizes ?? IMAGE_SIZES[variant]}
      className="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]"
    />
  );

  return (
    <article
      className={cn(
        'group relative flex',
        horizontal ? 'flex-row items-start gap-4' : 'flex-col gap-4',
        split && 'lg:flex-row lg:items-center lg:gap-12',
        className,
      )}
    >
      <div
        className={cn(
          'relative overflow-hidden bg-ivory-200',
          horizontal && 'w-28 shrink-0 md:w-48',
          split && 'lg:w-3/5 lg:shrink-0',
        )}
      >
        {renderMedia ? renderMedia(image) : image}
        {marker && (
          <span className="absolute top-3 left-3 bg-ink px-2 py-1 text-[0.65rem] font-medium tracking-label text-ivory-50">
            {marker}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <p
          className={cn(
            'text-xs font-medium tracking-label uppercase',
            light ? 'text-champagne-200' : 'text-champagne-700',
          )}
        >
          {label}
        </p>
        <Heading
          className={cn(
            'font-display',
            light ? 'text-ivory-50' : 'text-ink',
            TITLE_SIZE[variant],
            TITLE_CLAMP[variant],
          )}
        >
          <Link
            to={postPath(post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline group-hover:decoration-champagne-400 group-hover:underline-offset-4 after:focus-visible:outline-2 after:focus-visible:outline-offset-4 after:focus-visible:outline-champagne-600"
          >
            <Highlight text={post.title} terms={highlight} />
          </Link>
        </Heading>
        {showExcerpt && post.excerpt && (
          <p className={cn(light ? 'text-ivory-100' : 'text-ink-700', EXCERPT_CLAMP[variant])}>
            <Highlight text={post.excerpt} terms={highlight} />
          </p>
        )}
        <p
          className={cn(
            'flex items-center gap-2 text-xs tracking-wide uppercase',
            light ? 'text-ivory-200' : 'text-ink-500',
          )}
        >
          {showAvatar && <AuthorAvatar profile={post.profile} name={authorName(post)} size="sm" />}
          <span>By {authorName(post)}</span>
          {date && (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.published_at ?? undefined}>{date}</time>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
