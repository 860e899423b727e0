import { useEffect, useRef, type ComponentProps } from 'react';
import { VIDEO_IN_VIEW_THRESHOLD } from '@/config/site';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type InViewVideoProps = Omit<ComponentProps<'video'>, 'src' | 'poster'> & {
  src: string;
  poster?: string;
  /** Accessible name of the video. */
  label: string;
};

/**
 * A post's video: muted, inline, nothing downloaded until it is seen (preload="none", poster
 * shown), playing while at least half of it is on screen and pausing when it leaves. Native
 * controls give a pause button and sound. With reduced motion it never starts by itself.
 */
export function InViewVideo({ src, poster, label, className, ...props }: InViewVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.(REDUCED_MOTION).matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          video.play().catch(() => {
            // Autoplay refused or the file failed: the poster and the controls stay.
          });
        } else if (!video.paused) {
          video.pause();
        }
      },
      { threshold: VIDEO_IN_VIEW_THRESHOLD },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [src]);

  return (
    <video
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
