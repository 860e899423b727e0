import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { MediaImage } from '@/components/media-image';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { PLACEHOLDER_PREVIEW_IMAGE_PATH, PREVIEW_CARD_SIZE_PX } from '@/config/site';
import { mediaUrl, portraitImage } from '@/lib/media';
import { cn } from '@/lib/utils';
import { usePreviewVideo } from '../hooks/use-preview-video';

export type PreviewCardProps = {
  to: string;
  title: string;
  /** The small label above the title: a section, a craft, a place. */
  label?: string;
  /** Storage path or URL of the still image; a 287x400 placeholder when missing. */
  image: string | null;
  /** Storage path or URL of the preview video, if any. */
  video?: string | null;
  onNavigate?: () => void;
};

/** A 287x400 card of a mega-menu panel: still image or a short muted video, with its caption. */
export function PreviewCard({ to, title, label, image, video, onNavigate }: PreviewCardProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hasVideo = Boolean(video);
  const { containerRef, phase } = usePreviewVideo<HTMLAnchorElement>(videoRef, hasVideo);
  const still = image ? portraitImage(image) : { src: PLACEHOLDER_PREVIEW_IMAGE_PATH };
  const showVideo = hasVideo && phase !== 'stopped';
  const media =
    'absolute inset-0 size-full object-cover transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]';

  return (
    <Link
      ref={containerRef}
      to={to}
      onClick={onNavigate}
      className="group relative block aspect-preview w-full max-w-preview overflow-hidden bg-ivory-200"
    >
      {video && (
        <video
          ref={videoRef}
          data-testid="preview-video"
          src={mediaUrl(video)}
          poster={still.src}
          preload="none"
          muted
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          hidden={!showVideo}
          className={media}
        />
      )}
      <MediaImage
        source={still}
        fallbackSrc={PLACEHOLDER_PREVIEW_IMAGE_PATH}
        sizes={IMAGE_SIZES.previewCard}
        width={PREVIEW_CARD_SIZE_PX.width}
        height={PREVIEW_CARD_SIZE_PX.height}
        alt=""
        hidden={showVideo}
        className={media}
      />
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-2/3 bg-linear-to-t from-ink/85 via-ink/35 to-transparent"
      />
      <span className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-5 text-ivory-50">
        {label && (
          <span className="text-label tracking-label text-champagne-200 uppercase">{label}</span>
        )}
        <span
          className={cn(
            'line-clamp-3 font-display text-2xl leading-tight',
            'decoration-champagne-300 decoration-1 underline-offset-4 group-hover:underline',
          )}
        >
          {title}
        </span>
      </span>
    </Link>
  );
}
