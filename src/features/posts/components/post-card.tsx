import { IMAGE_SIZES } from '@/config/image-sizes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { postPath, writerPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { PostCardPost } from '../api/post-fields';
import { authorName, categoryLabel, formatPostDate } from '../lib/format';
import { AuthorAvatar } from './author-avatar';
import { PostImage, type PostImageAspect } from './post-image';

/**
 * The card's layout, by where it stands. The magazine's pages (/blog, sections, /nybfw, related
 * stories) use display-serif titles: `lead`, `standard`, `compact` (a thumbnail beside the text,
 * stacked from lg, where it stands in a narrow column). The home page's sections set their cards
 * in the sans at three sizes: `home-lg`, `home-md`, `home-sm`.
 */
export type PostCardVariant = 'lead' | 'standard' | 'compact' | 'home-lg' | 'home-md' | 'home-sm';

interface VariantStyle {
  /**
   * Title size and clamp: spec §2, titles clamp to 1–5 lines by card size and breakpoint. Never
   * to one line: a small card's title cut after a few words (a 2-column phone grid) says nothing,
   * so phones get 3 lines where the card is narrow and every size keeps 2 or more.
   */
  title: string;
  /** Excerpt clamp: 2–6 lines. */
  excerpt: string;
  /** The image `sizes` unless the caller gives its own (what the grids draw at each width). */
  sizes: string;
  label: string;
  gap: string;
}

const MAGAZINE_LABEL = 'font-medium';
const HOME_TITLE = 'leading-tight font-medium';

const VARIANTS: Record<PostCardVariant, VariantStyle> = {
  lead: {
    title:
      'font-display text-3xl leading-tight md:text-4xl lg:text-5xl line-clamp-3 md:line-clamp-4 xl:line-clamp-5',
    excerpt: 'line-clamp-3 md:line-clamp-5 xl:line-clamp-6',
    sizes: IMAGE_SIZES.cardLead,
    label: MAGAZINE_LABEL,
    gap: 'gap-4',
  },
  standard: {
    title: 'font-display text-2xl leading-tight line-clamp-2 md:line-clamp-3 xl:line-clamp-4',
    excerpt: 'line-clamp-2 md:line-clamp-3 xl:line-clamp-4',
    sizes: IMAGE_SIZES.cardStandard,
    label: MAGAZINE_LABEL,
    gap: 'gap-4',
  },
  compact: {
    title: 'font-display text-lg leading-snug line-clamp-3 md:line-clamp-2 lg:line-clamp-3',
    excerpt: 'line-clamp-2',
    sizes: IMAGE_SIZES.cardCompact,
    label: MAGAZINE_LABEL,
    gap: 'gap-4',
  },
  'home-lg': {
    title: `${HOME_TITLE} text-3xl md:text-4xl line-clamp-3 md:line-clamp-4 xl:line-clamp-5`,
    excerpt: 'text-sm leading-relaxed line-clamp-3 md:line-clamp-4 xl:line-clamp-6',
    sizes: IMAGE_SIZES.fullWidth,
    label: '',
    gap: 'gap-3',
  },
  'home-md': {
    title: `${HOME_TITLE} text-2xl line-clamp-2 md:line-clamp-3`,
    excerpt: 'text-sm leading-relaxed line-clamp-2 md:line-clamp-3',
    sizes: IMAGE_SIZES.fullWidth,
    label: '',
    gap: 'gap-3',
  },
  'home-sm': {
    title: `${HOME_TITLE} text-lg line-clamp-3 md:line-clamp-2 xl:line-clamp-3`,
    excerpt: 'text-sm leading-relaxed line-clamp-2',
    sizes: IMAGE_SIZES.fullWidth,
    label: '',
    gap: 'gap-3',
  },
};

const isHome = (variant: PostCardVariant) => variant.startsWith('home-');

const plainText = (text: string): ReactNode => text;

export type PostCardProps = {
  post: PostCardPost;
  variant?: PostCardVariant;
  /** The section's name, the label's fallback when the post has no subcategory. */
  sectionName?: string;
  /**
   * Draws the title's and the excerpt's text, e.g. with the searched-for words marked (/blog's
   * search passes one); plain text otherwise. A slot, so the home page does not load search code.
   */
  renderText?: (text: string) => ReactNode;
  /** A badge over the image (HOT); opinion pieces are always marked OPINION. */
  badge?: 'HOT' | 'OPINION';
  aspect?: PostImageAspect;
  /** The page's LCP image. */
  priority?: boolean;
  showExcerpt?: boolean;
  showDate?: boolean;
  /** Heading level of the title within the page's outline. */
  headingLevel?: 2 | 3;
  /** The author's avatar beside the byline (Relationships, Destination). */
  showAvatar?: boolean;
  /** Overrides the image `sizes` of the variant (src/config/image-sizes.ts). */
  sizes?: string;
  /** Wraps the image, e.g. in an autoplaying video frame; receives the image element. */
  renderMedia?: (image: ReactNode) => ReactNode;
  /** Light text for cards laid over a dark band. */
  tone?: 'ink' | 'light';
  /** From large screens up, the image beside the text instead of above it (a lead story). */
  split?: boolean;
  /** A thumbnail beside the text (home side lists); `compact` always is one below lg. */
  row?: boolean;
  /** Text only (cards laid over the Destination band). */
  hideImage?: boolean;
  className?: string;
};

/**
 * THE post card of the site: home sections, /blog, section pages, /nybfw, related stories. One
 * link — the title, stretched over the card — so keyboard and screen-reader users meet each story
 * once, and buttons inside a video frame stay outside the link.
 */
export function PostCard({
  post,
  variant = 'standard',
  sectionName,
  renderText = plainText,
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
  row = false,
  hideImage = false,
  className,
}: PostCardProps) {
  const style = VARIANTS[variant];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const label = categoryLabel(post, sectionName);
  // The magazine marks every opinion piece; the home page badges only where a section asks
  // (Bridal Fashion Week: OPINION or HOT, spec §2).
  const home = isHome(variant);
  const marker = !home && post.is_opinion ? 'OPINION' : badge;
  const date = showDate ? formatPostDate(post.published_at) : '';
  const compact = variant === 'compact';
  const author = authorName(post);
  // The writer's page, when they have one (/writers/<slug>); a typed byline stays text.
  const writer = post.profile?.slug;
  const light = tone === 'light';
  const image = (
    <PostImage
      path={post.featured_image}
      focal={{ x: post.featured_image_focal_x, y: post.featured_image_focal_y }}
      aspect={aspect}
      priority={priority}
      sizes={sizes ?? style.sizes}
      className={
        home
          ? undefined
          : 'transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]'
      }
    />
  );

  return (
    <article
      className={cn(
        'group relative flex',
        row || compact ? 'flex-row items-start gap-4' : cn('flex-col', style.gap),
        // Compact cards stand in a narrow column from lg (the /nybfw Opinion column, ~310 px):
        // there the image goes above the text, which keeps the column's full width.
        compact && 'lg:flex-col',
        split && 'lg:flex-row lg:items-center lg:gap-12',
        className,
      )}
    >
      {hideImage ? null : (
        <div
          className={cn(
            'relative',
            !home && 'overflow-hidden bg-ivory-200',
            row && 'w-28 shrink-0 md:w-32',
            compact && 'w-28 shrink-0 md:w-48 lg:w-full',
            split && 'lg:w-3/5 lg:shrink-0',
          )}
        >
          {renderMedia ? renderMedia(image) : image}
          {marker ? (
            <span
              className={cn(
                'absolute z-10 px-2 py-1 text-[0.65rem] font-medium tracking-label',
                home ? 'top-2 left-2 bg-ivory-50 text-ink' : 'top-3 left-3 bg-ink text-ivory-50',
              )}
            >
              {marker}
            </span>
          ) : null}
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <p
          className={cn(
            'text-xs tracking-label uppercase',
            style.label,
            light ? 'text-champagne-200' : 'text-champagne-700',
          )}
        >
          {label}
        </p>
        <Heading className={cn(style.title, light ? 'text-ivory-50' : 'text-ink')}>
          <Link
            to={postPath(post.slug)}
            className={
              home
                ? 'after:absolute after:inset-0 group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-champagne-600'
                : 'after:absolute after:inset-0 focus-visible:outline-none group-hover:underline group-hover:decoration-champagne-400 group-hover:underline-offset-4 after:focus-visible:outline-2 after:focus-visible:outline-offset-4 after:focus-visible:outline-champagne-600'
            }
          >
            {renderText(post.title)}
          </Link>
        </Heading>
        {showExcerpt && post.excerpt ? (
          <p className={cn(style.excerpt, light ? 'text-ivory-100' : 'text-ink-700')}>
            {renderText(post.excerpt)}
          </p>
        ) : null}
        <p
          className={cn(
            'flex items-center gap-2 text-xs tracking-wide uppercase',
            light ? (home ? 'text-ivory-100' : 'text-ivory-200') : 'text-ink-500',
          )}
        >
          {showAvatar && (!home || post.profile?.avatar_url) ? (
            <AuthorAvatar profile={post.profile} name={author} size="sm" />
          ) : null}
          <span>
            By{' '}
            {writer ? (
              // Above the title's stretched link: the name opens the writer, the rest the story.
              <Link to={writerPath(writer)} className="relative z-10 hover:underline">
                {author}
              </Link>
            ) : (
              author
            )}
          </span>
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.published_at ?? undefined}>{date}</time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
