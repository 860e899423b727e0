import { cn } from '@/lib/utils';
import type { PostCardPost } from '../api/post-fields';
import { Highlight } from './highlight';
import { PostCard } from './post-card';

/** A responsive grid of standard cards: one column on phones, two on tablets, three on desktops. */
export function PostGrid({
  posts,
  highlight,
  priorityCount = 0,
  showDate = false,
  headingLevel = 2,
  busy = false,
  className,
}: {
  posts: readonly PostCardPost[];
  /** Search terms to mark in each card's title and excerpt. */
  highlight?: readonly string[];
  /** How many of the first cards are above the fold (their images are not lazy). */
  priorityCount?: number;
  showDate?: boolean;
  headingLevel?: 2 | 3;
  /** The previous page is still shown while the next one loads. */
  busy?: boolean;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-x-8 gap-y-14 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
        busy && 'opacity-60',
        className,
      )}
      aria-label="Stories"
      aria-busy={busy || undefined}
    >
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            renderText={
              highlight?.length ? (text) => <Highlight text={text} terms={highlight} /> : undefined
            }
            priority={index < priorityCount}
            showDate={showDate}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder blocks the size of the cards while a page of stories loads (no layout shift). */
export function PostGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div
      role="status"
      aria-label="Loading stories"
      className={cn('grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col gap-4" aria-hidden="true">
          <div className="aspect-[16/10] bg-ivory-200 motion-safe:animate-pulse" />
          <div className="h-3 w-24 bg-ivory-200" />
          <div className="h-7 w-5/6 bg-ivory-200" />
          <div className="h-4 w-full bg-ivory-200" />
        </div>
      ))}
    </div>
  );
}
