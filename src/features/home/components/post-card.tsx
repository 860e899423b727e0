import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { postPath } from '@/config/paths';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';
import type { HomePost } from '../api/home-posts';
import { PostImage, type ImageShape } from './post-image';
import { authorName, categoryLabel } from './post-labels';

export type CardSize = 'lg' | 'md' | 'sm';

/** Titles clamp to 1–5 lines and excerpts to 2–6 by card size and breakpoint (spec §2). */
const TITLE: Record<CardSize, string> = {
  lg: 'text-3xl md:text-4xl line-clamp-3 md:line-clamp-4 xl:line-clamp-5',
  md: 'text-2xl line-clamp-2 md:line-clamp-3',
  sm: 'text-lg line-clamp-1 md:line-clamp-2',
};
const EXCERPT: Record<CardSize, string> = {
  lg: 'line-clamp-3 md:line-clamp-4 xl:line-clamp-6',
  md: 'line-clamp-2 md:line-clamp-3',
  sm: 'line-clamp-2',
};

export interface PostCardProps {
  post: HomePost;
  /** The section's name: the label when the post has no subcategory. */
  sectionName: string;
  sizes: string;
  shape?: ImageShape;
  size?: CardSize;
  priority?: boolean;
  /** A small badge over the image (Bridal Fashion Week: OPINION or HOT). */
  badge?: string;
  showExcerpt?: boolean;
  showAvatar?: boolean;
  /** Wraps the image, e.g. in a VideoFrame; receives the image element. */
  renderMedia?: (image: ReactNode) => ReactNode;
  className?: string;
  /** Light text for cards laid over a dark band. */
  tone?: 'ink' | 'light';
  /** 'row': a thumbnail beside the text (side lists). */
  orientation?: 'stacked' | 'row';
  /** Text only (cards laid over the Destination band). */
  hideImage?: boolean;
}

/**
 * A post card: image, label, title, excerpt and byline; the whole card links to /blog/{slug}
 * (a stretched title link, so buttons inside a video stay outside the link).
 */
export function PostCard({
  post,
  sectionName,
  sizes,
  shape = 'landscape',
  size = 'md',
  priority,
  badge,
  showExcerpt = true,
  showAvatar = false,
  renderMedia,
  className,
  tone = 'ink',
  orientation = 'stacked',
  hideImage = false,
}: PostCardProps) {
  const image = (
    <PostImage path={post.featured_image} shape={shape} sizes={sizes} priority={priority} />
  );
  const avatar = showAvatar ? post.profile?.avatar_url : undefined;
  const light = tone === 'light';
  return (
    <article
      className={cn(
        'group relative flex',
        orientation === 'row' ? 'flex-row items-start gap-4' : 'flex-col gap-3',
        className,
      )}
    >
      {hideImage ? null : (
        <div className={cn('relative', orientation === 'row' && 'w-28 shrink-0 md:w-32')}>
          {renderMedia ? renderMedia(image) : image}
          {badge ? (
            <span className="absolute top-2 left-2 z-10 bg-ivory-50 px-2 py-1 text-[0.65rem] font-medium tracking-label text-ink">
              {badge}
            </span>
          ) : null}
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <p
          className={cn(
            'text-xs tracking-label uppercase',
            light ? 'text-champagne-200' : 'text-champagne-700',
          )}
        >
          {categoryLabel(post, sectionName)}
        </p>
        <h3
          className={cn(
            'leading-tight font-medium',
            TITLE[size],
            light ? 'text-ivory-50' : 'text-ink',
          )}
        >
          <Link
            to={postPath(post.slug)}
            className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-champagne-600"
          >
            {post.title}
          </Link>
        </h3>
        {showExcerpt && post.excerpt ? (
          <p
            className={cn(
              'text-sm leading-relaxed',
              EXCERPT[size],
              light ? 'text-ivory-100' : 'text-ink-700',
            )}
          >
            {post.excerpt}
          </p>
        ) : null}
        <p
          className={cn(
            'flex items-center gap-2 text-xs tracking-wide uppercase',
            light ? 'text-ivory-100' : 'text-ink-500',
          )}
        >
          {avatar ? (
            <img
              src={mediaUrl(avatar)}
              width={28}
              height={28}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-7 rounded-full object-cover"
            />
          ) : null}
          <span>By {authorName(post)}</span>
        </p>
      </div>
    </article>
  );
}
