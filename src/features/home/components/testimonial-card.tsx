import { useState } from 'react';
import { MediaImage } from '@/components/media-image';
import { PLACEHOLDER_PREVIEW_IMAGE_PATH, PREVIEW_CARD_SIZE_PX } from '@/config/site';
import { mediaUrl } from '@/lib/media';
import type { StandaloneVideo } from '@/features/videos';
import { VideoFrame } from './video/video-frame';

interface TestimonialCardProps {
  video: StandaloneVideo;
  /** Desktop: play while the pointer is over the card. */
  playOnHover: boolean;
  /** Mobile: the active slide of a visible strip plays. */
  active: boolean;
}

/** One testimonial: a portrait poster with the video over it while it plays. */
export function TestimonialCard({ video, playOnHover, active }: TestimonialCardProps) {
  const [hovered, setHovered] = useState(false);
  const poster = video.overlay_photo_url
    ? mediaUrl(video.overlay_photo_url)
    : PLACEHOLDER_PREVIEW_IMAGE_PATH;
  const external = video.external_link?.startsWith('http');
  return (
    <figure
      className="flex flex-col gap-3"
      onPointerEnter={() => playOnHover && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => playOnHover && setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <VideoFrame
        videoId={`testimonial-${video.id}`}
        src={mediaUrl(video.video_url)}
        title={video.title}
        active={playOnHover ? hovered : active}
        withSound
        className="bg-ivory-200"
      >
        <MediaImage
          source={{ src: poster }}
          fallbackSrc={PLACEHOLDER_PREVIEW_IMAGE_PATH}
          width={PREVIEW_CARD_SIZE_PX.width}
          height={PREVIEW_CARD_SIZE_PX.height}
          alt=""
          className="block aspect-[287/400] w-full"
        />
      </VideoFrame>
      <figcaption className="flex flex-col gap-1">
        <span className="font-display text-lg leading-tight text-ink">
          {video.external_link ? (
            <a
              href={video.external_link}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="hover:underline"
            >
              {video.title}
            </a>
          ) : (
            video.title
          )}
        </span>
        {video.description ? (
          <span className="line-clamp-2 text-sm text-ink-700">{video.description}</span>
        ) : null}
      </figcaption>
    </figure>
  );
}
