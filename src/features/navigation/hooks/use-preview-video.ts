import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  MENU_VIDEO_AUTO_STOP_MS,
  MENU_VIDEO_LOOP_LIMIT,
  MENU_VIDEO_SINGLE_PLAY_CUTOFF_MS,
  VIDEO_IN_VIEW_THRESHOLD,
} from '@/config/site';
import { useInView } from '@/hooks/use-in-view';
import { useReducedMotion } from '@/hooks/use-reduced-motion';

/**
 * idle: waiting to be seen (the video element shows its poster) · playing · stopped: the still
 * image shows (after the loops, the time cap, an error, or when motion is reduced).
 */
export type PreviewVideoPhase = 'idle' | 'playing' | 'stopped';

/**
 * The menu preview cards' video rules (site-spec §4 "Video preview cards"): play muted once at
 * least half the card is visible; each pass ends at the video's end or is cut off at 6 s of play;
 * after 2 passes, or 15 s after playback began, stop and show the still image. Leaving the view
 * pauses and resets everything, so the card plays afresh when seen again. Returns the ref for the
 * card (the observed element) and the phase.
 */
export function usePreviewVideo<T extends HTMLElement>(
  videoRef: RefObject<HTMLVideoElement | null>,
  hasVideo: boolean,
): { containerRef: (node: T | null) => void; phase: PreviewVideoPhase } {
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<PreviewVideoPhase>('idle');
  const phaseRef = useRef(phase);
  /** What an observation of the card does; set while the video's listeners are attached. */
  const onVisibility = useRef<((visible: boolean) => void) | null>(null);
  const active = hasVideo && !reducedMotion;
  const [containerRef] = useInView<T>({
    threshold: VIDEO_IN_VIEW_THRESHOLD,
    enabled: active,
    onChange: (visible) => onVisibility.current?.(visible),
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video || phaseRef.current === 'stopped') return;

    let passes = 0;
    let passTimer: ReturnType<typeof setTimeout> | undefined;
    let capTimer: ReturnType<typeof setTimeout> | undefined;
    let passTimerArmed = false;

    const update = (next: PreviewVideoPhase) => {
      phaseRef.current = next;
      setPhase(next);
    };
    const clearTimers = () => {
      clearTimeout(passTimer);
      clearTimeout(capTimer);
      passTimerArmed = false;
    };
    const rewind = () => {
      video.pause();
      video.currentTime = 0;
    };
    const stop = () => {
      clearTimers();
      rewind();
      update('stopped');
    };
    const playPass = () => {
      passTimerArmed = false;
      video.play().catch((error: unknown) => {
        console.error('Menu preview video could not play', error);
        stop();
      });
    };
    const completePass = () => {
      clearTimeout(passTimer);
      passes += 1;
      if (passes >= MENU_VIDEO_LOOP_LIMIT) return stop();
      video.currentTime = 0;
      playPass();
    };
    const start = () => {
      if (phaseRef.current !== 'idle') return;
      passes = 0;
      video.muted = true;
      update('playing');
      capTimer = setTimeout(stop, MENU_VIDEO_AUTO_STOP_MS);
      playPass();
    };
    const reset = () => {
      clearTimers();
      rewind();
      passes = 0;
      update('idle');
    };

    // The cut-off counts time actually playing, from the first frame of each pass.
    const onPlaying = () => {
      if (phaseRef.current !== 'playing' || passTimerArmed) return;
      passTimerArmed = true;
      passTimer = setTimeout(completePass, MENU_VIDEO_SINGLE_PLAY_CUTOFF_MS);
    };
    const onEnded = () => {
      if (phaseRef.current === 'playing') completePass();
    };
    const onError = () => {
      console.error('Menu preview video failed to load', video.error);
      stop();
    };

    onVisibility.current = (visible) => {
      if (visible) start();
      else if (phaseRef.current !== 'idle') reset();
    };
    video.addEventListener('playing', onPlaying);
    video.addEventListener('ended', onEnded);
    video.addEventListener('error', onError);

    return () => {
      onVisibility.current = null;
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('error', onError);
      clearTimers();
      video.pause();
    };
  }, [videoRef, active]);

  // Under reduced motion the still image shows from the start and the video never plays.
  return { containerRef, phase: hasVideo && reducedMotion ? 'stopped' : phase };
}
