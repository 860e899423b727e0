import { Link } from 'react-router-dom';
import { PLACEHOLDER_IMAGE_PATH } from '@/config/site';
import { postPath } from '@/config/paths';
import { monthYear } from '@/lib/english-dates';
import { landscapeImage } from '@/lib/media';
import type { ListingPageData } from '../api/get-listing';

const POST_COVER_SIZE = { width: 1600, height: 1000 } as const;

/**
 * 'Featured in': the magazine posts that credit this vendor (post_credits: story and photo credits, once per story, embedded in the
 * vendor page's one request), newest first, each linking to /blog/{slug} with the role they were
 * credited for. Nothing when no post credits them.
 */
export function FeaturedIn({ posts }: { posts: ListingPageData['featuredIn'] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="featured-in-heading">
      <h2 id="featured-in-heading" className="font-display text-display-md text-ink">
        Featured in Perféte
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-3">
        {posts.map((post) => {
          const image = post.featured_image
            ? landscapeImage(post.featured_image)
            : { src: PLACEHOLDER_IMAGE_PATH };
          return (
            <li key={post.id} className="group relative flex flex-col gap-3">
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? '(min-width: 768px) 30vw, 92vw' : undefined}
                width={POST_COVER_SIZE.width}
                height={POST_COVER_SIZE.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[16/10] w-full bg-ivory-200 object-cover"
              />
              <p className="text-label tracking-label text-champagne-700 uppercase">
                Credited for {post.role}
                {post.published_at ? ` · ${monthYear(new Date(post.published_at))}` : ''}
              </p>
              <h3 className="font-display text-xl leading-snug text-ink">
                <Link
                  to={postPath(post.slug)}
                  className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-champagne-600"
                >
                  {post.title}
                </Link>
              </h3>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
