import type { RefCallback } from 'react';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { MOBILE_LATEST_CARD_WIDTH_PERCENT } from '@/config/site';
import { PostCard, type PostCardPost } from '@/features/posts';

export interface LatestSlidesProps {
  posts: PostCardPost[];
  sectionName: string;
  viewportRef?: RefCallback<HTMLDivElement>;
}

/** The slides themselves: also the first paint while Embla loads (same boxes, no shift). */
export function LatestSlides({ posts, sectionName, viewportRef }: LatestSlidesProps) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="The Latest stories"
      className="-mr-4"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y gap-4">
          {posts.map((post, index) => (
            <div
              key={post.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${posts.length}`}
              className="min-w-0 shrink-0 grow-0"
              style={{ flexBasis: `${MOBILE_LATEST_CARD_WIDTH_PERCENT}%` }}
            >
              <PostCard
                variant="home-md"
                post={post}
                sectionName={sectionName}
                aspect="portrait"
                priority={index === 0}
                sizes={IMAGE_SIZES.latestSlide}
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
