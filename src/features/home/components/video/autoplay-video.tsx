import { VIDEO_IN_VIEW_THRESHOLD } from '@/config/site';
import { useInView } from '@/hooks/use-in-view';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { VideoFrame, type VideoFrameProps } from './video-frame';

type AutoplayVideoProps = Omit<VideoFrameProps, 'active'> & {
  /** Share that must be visible to play (spec §4: 0.5; the Destination band 0.1). */
  threshold?: number;
};

/**
 * A home video card: plays muted and inline when at least `threshold` of it is visible (after the
 * play delay), pauses and rewinds when it leaves. With reduced motion it stays on its poster.
 */
export function AutoplayVideo({
  threshold = VIDEO_IN_VIEW_THRESHOLD,
  ...props
}: AutoplayVideoProps) {
  const [ref, inView] = useInView<HTMLDivElement>({ threshold });
  const reducedMotion = useReducedMotion();
  return <VideoFrame {...props} frameRef={ref} active={inView && !reducedMotion} />;
}
