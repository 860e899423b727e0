import { BEAUTY_VIDEO_MAX_PLAY_TIME_MS, BEAUTY_VIDEO_PLAY_LIMIT } from '@/config/site';
import { mediaUrl } from '@/lib/media';
import { AutoplayVideo } from './video/autoplay-video';
import { firstVideo } from '../lib/first-video';
import { PostSection } from './post-section';
import { TrioLayout } from './trio-layout';

const NAME = 'Beauty';

/**
 * Beauty: the trio, mirrored; the first post plays its video when it has one, counting finished
 * plays, and stops after 2 plays or 60 s with a replay button that resets the count (spec §4).
 */
export function BeautySection() {
  return (
    <PostSection id="beauty" title={NAME} feed="beauty">
      {(posts) => (
        <TrioLayout
          posts={posts}
          sectionName={NAME}
          mirrored
          renderLeadMedia={(post, image) => {
            const video = firstVideo(post);
            if (!video) return image;
            return (
              <AutoplayVideo
                videoId={`beauty-${post.id}`}
                src={mediaUrl(video)}
                title={post.title}
                maxPlays={BEAUTY_VIDEO_PLAY_LIMIT}
                maxDurationMs={BEAUTY_VIDEO_MAX_PLAY_TIME_MS}
                stayStopped
                withSound
                withReplay
              >
                {image}
              </AutoplayVideo>
            );
          }}
        />
      )}
    </PostSection>
  );
}
