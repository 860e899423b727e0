import { useQuery } from '@tanstack/react-query';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { MediaImage } from '@/components/media-image';
import { Spinner } from '@/components/ui/spinner';
import {
  DEFAULT_DESTINATION_POSTER_PATH,
  DEFAULT_DESTINATION_VIDEO_PATH,
  DESTINATION_BAND_IN_VIEW_THRESHOLD,
  DESTINATION_BAND_POST_COUNT,
  PLACEHOLDER_IMAGE_PATH,
} from '@/config/site';
import { landscapeImage, mediaUrl } from '@/lib/media';
import { HOME_SECTION_FEEDS } from '@/config/home-sections';
import { PostCard, getPostFeedQueryOptions } from '@/features/posts';
import { getDestinationVideosQueryOptions } from '@/features/videos';
import { HOME_QUERY_SETTINGS } from '../lib/home-query-settings';
import { AutoplayVideo } from './video/autoplay-video';
import { HomeSection, SectionSkeleton, useNearViewport } from './home-section';

const NAME = 'Destination';

/**
 * Destination: a full-width band with a background video (the first destination video, or the
 * default one when there is none or the lookup fails), playing when 10% visible, a spinner until
 * it has loaded and its poster on error; the first two posts are laid over it.
 */
export function DestinationSection() {
  const [ref, near] = useNearViewport();
  // Both requests start together when the band nears the viewport (no waterfall).
  const posts = useQuery({
    ...getPostFeedQueryOptions(HOME_SECTION_FEEDS.destination),
    ...HOME_QUERY_SETTINGS,
    enabled: near,
  });
  const videos = useQuery({
    ...getDestinationVideosQueryOptions(),
    ...HOME_QUERY_SETTINGS,
    enabled: near,
  });
  if (posts.isError || posts.data?.length === 0) return null;

  const video = videos.data?.[0];
  const videoPath = video?.video_url ?? DEFAULT_DESTINATION_VIDEO_PATH;
  const posterPath =
    video?.overlay_photo_url ?? posts.data?.[0]?.featured_image ?? DEFAULT_DESTINATION_POSTER_PATH;
  const poster = landscapeImage(posterPath);
  const videoReady = videos.isSuccess || videos.isError;

  return (
    <HomeSection id="destination" title={NAME} sectionRef={ref} bleed>
      <div className="relative isolate min-h-[560px] overflow-hidden bg-ink md:min-h-[640px]">
        <AutoplayVideo
          videoId="destination-band"
          src={videoReady ? mediaUrl(videoPath) : undefined}
          title={video?.title ?? NAME}
          threshold={DESTINATION_BAND_IN_VIEW_THRESHOLD}
          loop
          className="absolute inset-0 -z-10"
          loadingIndicator={<Spinner className="text-ivory-50" />}
        >
          <MediaImage
            source={poster}
            fallbackSrc={PLACEHOLDER_IMAGE_PATH}
            sizes={IMAGE_SIZES.fullWidth}
            width={1600}
            height={1000}
            alt=""
            className="absolute inset-0 h-full w-full"
          />
        </AutoplayVideo>
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/40 to-ink/10"
        />
        <div className="mx-auto flex min-h-[560px] max-w-7xl items-end px-4 py-12 md:min-h-[640px] md:px-8">
          {posts.data ? (
            <div className="grid w-full gap-10 md:grid-cols-2 md:gap-16">
              {posts.data.slice(0, DESTINATION_BAND_POST_COUNT).map((post) => (
                <PostCard
                  variant="home-md"
                  key={post.id}
                  post={post}
                  sectionName={NAME}
                  tone="light"
                  hideImage
                  showAvatar
                  sizes={IMAGE_SIZES.none}
                />
              ))}
            </div>
          ) : (
            <SectionSkeleton className="w-full opacity-20 md:grid-cols-2" />
          )}
        </div>
      </div>
    </HomeSection>
  );
}
