import { lazy, Suspense } from 'react';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { LATEST_VIDEO_PLAY_LIMIT } from '@/config/site';
import { mediaUrl } from '@/lib/media';
import { useQuery } from '@tanstack/react-query';
import { PostCard, getFeaturedPostsQueryOptions, type PostCardPost } from '@/features/posts';
import { FEATURED_QUERY_SETTINGS } from '../lib/home-query-settings';
import { useIsMobile } from '@/hooks/use-media-query';
import { AutoplayVideo } from './video/autoplay-video';
import { HomeSection } from './home-section';
import { LatestSlides } from './latest-slides';
import { firstVideo } from '../lib/first-video';

// Embla arrives after the first paint; until then the same slides are drawn without it.
const LatestCarousel = lazy(() => import('./latest-carousel'));

export const LATEST_TITLE = 'The Latest';
const NAME = 'The Latest';

/**
 * The Latest: the five featured home posts. Desktop: a large centre card whose video plays once
 * when half visible (then the image again), two smaller cards either side. Mobile: a swipeable
 * carousel of 75%-wide cards. 'Loading...' meanwhile; hidden with no posts or on error.
 */
export function LatestSection() {
  const mobile = useIsMobile();
  const { data, isPending, isError } = useQuery({
    ...getFeaturedPostsQueryOptions(),
    ...FEATURED_QUERY_SETTINGS,
  });
  if (isError || data?.length === 0) return null;
  return (
    <HomeSection id="latest" title={LATEST_TITLE} className="pt-8 md:pt-12">
      {isPending ? (
        <p className="grid min-h-[600px] place-items-center text-sm tracking-label text-ink-500 uppercase md:min-h-[680px]">
          Loading...
        </p>
      ) : mobile ? (
        <Suspense fallback={<LatestSlides posts={data} sectionName={NAME} />}>
          <LatestCarousel posts={data} sectionName={NAME} />
        </Suspense>
      ) : (
        <LatestDesktop posts={data} />
      )}
    </HomeSection>
  );
}

function LatestDesktop({ posts: [centre, ...others] }: { posts: PostCardPost[] }) {
  const left = others.slice(0, 2);
  const right = others.slice(2, 4);
  const video = centre ? firstVideo(centre) : undefined;
  const side = (post: PostCardPost) => (
    <PostCard
      variant="home-sm"
      key={post.id}
      post={post}
      sectionName={NAME}
      showExcerpt={false}
      sizes={IMAGE_SIZES.latestSide}
    />
  );
  return (
    <div className="grid min-h-[680px] grid-cols-[1fr_1.7fr_1fr] items-start gap-8">
      <div className="flex flex-col gap-8">{left.map(side)}</div>
      {centre ? (
        <PostCard
          variant="home-lg"
          post={centre}
          sectionName={NAME}
          priority
          sizes={IMAGE_SIZES.latestLead}
          renderMedia={
            video
              ? (image) => (
                  <AutoplayVideo
                    videoId={`latest-${centre.id}`}
                    src={mediaUrl(video)}
                    title={centre.title}
                    maxPlays={LATEST_VIDEO_PLAY_LIMIT}
                    stayStopped
                    withSound
                  >
                    {image}
                  </AutoplayVideo>
                )
              : undefined
          }
        />
      ) : null}
      <div className="flex flex-col gap-8">{right.map(side)}</div>
    </div>
  );
}
