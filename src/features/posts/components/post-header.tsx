import { Link } from 'react-router-dom';
import { PATHS, withQuery } from '@/config/paths';
import type { PostLeadPost } from '../api/post-lead';
import { authorName, formatPostDate } from '../lib/format';
import { formatReadingTime } from '../lib/reading-time';
import { AuthorAvatar } from './author-avatar';
import { AuthorLink } from './author-link';

/** Kicker (subcategory, else category), title, standfirst and byline of a post. */
export const POST_TITLE_ID = 'post-title';

/** `minutes` is left out while only a card of the story is known (its length comes with it). */
export function PostHeader({ post, minutes }: { post: PostLeadPost; minutes?: number }) {
  const kicker = post.subcategory_ref ?? post.category_ref;
  const kickerId = post.subcategory ?? post.category;
  const name = authorName(post);
  const date = formatPostDate(post.published_at);

  return (
    <header className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 pt-12 pb-10 text-center md:pt-16">
      <p className="flex items-center gap-3 text-xs font-medium tracking-label uppercase">
        {post.is_opinion && <span className="bg-ink px-2 py-1 text-ivory-50">Opinion</span>}
        {kicker && kickerId ? (
          <Link
            to={withQuery(PATHS.blog, { category: kickerId })}
            className="text-champagne-700 underline-offset-4 hover:underline"
          >
            {kicker.name}
          </Link>
        ) : (
          // A menu's teaser names the section without its id: the name now, the link with the story.
          <span className="text-champagne-700">{kicker?.name ?? 'The Magazine'}</span>
        )}
      </p>
      <h1 id={POST_TITLE_ID} className="font-display text-4xl leading-tight text-ink md:text-6xl">
        {post.title}
      </h1>
      {post.excerpt && <p className="max-w-2xl text-lg text-ink-700 md:text-xl">{post.excerpt}</p>}
      {/* Two parts that never break inside: who wrote it, and when with how long it takes. Side by
          side where they fit; on a narrow screen the second goes under the first, whole, and the
          dot between them goes with the line break (no "· 2 min read" left on a line alone). */}
      <div
        data-testid="post-byline"
        className="mt-2 flex flex-col items-center gap-2 text-sm text-ink-700 sm:flex-row sm:gap-4"
      >
        <span className="flex items-center gap-3">
          <AuthorAvatar profile={post.profile} name={name} />
          <span>
            By{' '}
            <AuthorLink
              profile={post.profile}
              name={name}
              className="font-medium text-ink underline decoration-champagne-300 underline-offset-4"
            />
          </span>
        </span>
        {(date || minutes !== undefined) && (
          <span className="flex items-center gap-4 whitespace-nowrap">
            <span aria-hidden="true" className="hidden text-champagne-500 sm:inline">
              ·
            </span>
            {date && <time dateTime={post.published_at ?? undefined}>{date}</time>}
            {date && minutes !== undefined && (
              <span aria-hidden="true" className="text-champagne-500">
                ·
              </span>
            )}
            {minutes !== undefined && <span>{formatReadingTime(minutes)}</span>}
          </span>
        )}
      </div>
    </header>
  );
}
