import { useCallback, useRef, useState } from 'react';
import { VIDEO_IN_VIEW_THRESHOLD } from '@/config/site';
import { useInView } from '@/hooks/use-in-view';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { cn } from '@/lib/utils';

export interface HeroVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * The vendor's film as the hero: muted, inline, nothing downloaded until it plays (preload
 * none, the poster shows meanwhile), playing only while at least half of it is on screen and
 * paused when scrolled away. It loops, so a visible pause button is always there (moving for more
 * than 5 s needs one); with reduced motion it never starts by itself. Decorative: the heading
 * names the vendor, so the video is hidden from assistive technology, the button is not.
 */
export function HeroVideo({ src, poster, width, height, className }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(true);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [failed, setFailed] = useState(false);

  const reducedMotion = useReducedMotion();
  const [observe] = useInView<HTMLVideoElement>({
    threshold: VIDEO_IN_VIEW_THRESHOLD,
    enabled: !stoppedByVisitor && !failed && !reducedMotion,
    onChange: (visible) => {
      const element = video.current;
      if (!element) return;
      if (visible) element.play().catch(() => setPaused(true));
      else element.pause();
    },
  });
  const videoRef = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      observe(element);
    },
    [observe],
  );

  if (failed) {
    return (
      <img
        src={poster}
        width={width}
        height={height}
        alt=""
        className={cn('size-full object-cover', className)}
      />
    );
  }

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      setStoppedByVisitor(false);
      element.play().catch(() => setPaused(true));
    } else {
      setStoppedByVisitor(true);
      element.pause();
    }
  };

  return (
    <div className={cn('relative size-full', className)}>
      <video
        ref={videoRef}
        src={src}
        poster={poster}
        width={width}
        height={height}
        muted
        playsInline
        loop
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={paused ? 'Play video' : 'Pause video'}
        className="absolute right-4 bottom-4 flex size-11 items-center justify-center rounded-full bg-ink/70 text-ivory-50 transition-colors hover:bg-ink focus-visible:outline-ivory-50"
      >
        <span aria-hidden="true" className="text-sm">
          {paused ? '▶' : '❚❚'}
        </span>
      </button>
    </div>
  );
}
