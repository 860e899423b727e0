import type { ComponentProps } from 'react';
import { VIDEO_IN_VIEW_THRESHOLD } from '@/config/site';
import { useInView } from '@/hooks/use-in-view';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';

type InViewVideoProps = Omit<ComponentProps<'video'>, 'src' | 'poster'> & {
  src: string;
  poster?: string;
  /** Accessible name of the video. */
  label: string;
};

/**
 * A post's video: muted, inline, nothing downloaded until it is seen (preload="none", poster
 * shown), playing while at least half of it is on screen and pausing when less is. Native
 * controls give a pause button and sound. With reduced motion it never starts by itself.
 */
export function InViewVideo({ src, poster, label, className, ...props }: InViewVideoProps) {
  const reducedMotion = useReducedMotion();
  const [ref] = useInView<HTMLVideoElement>({
    threshold: VIDEO_IN_VIEW_THRESHOLD,
    enabled: !reducedMotion,
    onChange: (visible, entry) => {
      const video = entry.target as HTMLVideoElement;
      if (visible) {
        video.play().catch(() => {
          // Autoplay refused or the file failed: the poster and the controls stay.
        });
      } else if (!video.paused) {
        video.pause();
      }
    },
  });

  return (
    <video
      // A new source is a new element, observed afresh (it plays at once if already in view).
      key={src}
      ref={ref}
      src={mediaUrl(src)}
      poster={poster ? mediaUrl(poster) : undefined}
      aria-label={label}
      muted
      playsInline
      loop
      controls
      preload="none"
      className={cn('w-full bg-ink', className)}
      {...props}
    />
  );
}
