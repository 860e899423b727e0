import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { VIDEO_PLAY_DELAY_MS } from '@/config/site';

export interface PlaybackOptions {
  /** Whether the video should be playing now (in view, hovered, the active slide). */
  active: boolean;
  /** Wait this long after becoming active before starting (spec §4: 100 ms). */
  delayMs?: number;
  /** Finished plays before it stops (a video plays once per activation when unset). */
  maxPlays?: number;
  /** Stop this long after the first play, whatever the count (Beauty: 60 s). */
  maxDurationMs?: number;
  /**
   * Once stopped by maxPlays or maxDurationMs, stay stopped (poster shown) until `replay()`,
   * even across leaving and re-entering the viewport. Otherwise re-entry restarts from the start.
   */
  stayStopped?: boolean;
  /** Band videos loop for as long as they are active. */
  loop?: boolean;
}

export type StopReason = 'finished' | 'failed' | null;

/**
 * Drives one <video>: attaches its source only when it is about to play (no bytes before),
 * plays after the delay while active, pauses and rewinds when inactive, counts finished plays,
 * and reports whether the video (rather than its poster) should show.
 */
export function useVideoPlayback(src: string | undefined, options: PlaybackOptions) {
  const {
    active,
    delayMs = VIDEO_PLAY_DELAY_MS,
    maxPlays,
    maxDurationMs,
    stayStopped,
    loop,
  } = options;
  const videoRef = useRef<HTMLVideoElement>(null);
  const playsRef = useRef(0);
  const capTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [armed, setArmed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [stopped, setStopped] = useState<StopReason>(null);

  const stop = useCallback(() => {
    videoRef.current?.pause();
    setStopped('finished');
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!active) {
      // Out of view: pause and rewind; the pause event brings the poster back.
      if (video) {
        video.pause();
        if (video.currentTime > 0) video.currentTime = 0;
      }
      if (!stayStopped) playsRef.current = 0;
      return;
    }
    if (!src || stopped) return;
    const timer = setTimeout(() => {
      if (!armed) {
        setArmed(true); // attaches the source; this effect runs again and plays
        return;
      }
      videoRef.current?.play().catch(() => {
        // Autoplay refused or interrupted by a pause: the poster stays.
      });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [active, armed, delayMs, src, stayStopped, stopped]);

  useEffect(() => () => clearTimeout(capTimerRef.current), []);

  const replay = useCallback(() => {
    playsRef.current = 0;
    clearTimeout(capTimerRef.current);
    capTimerRef.current = undefined;
    const video = videoRef.current;
    if (video) video.currentTime = 0;
    setStopped(null);
  }, []);

  const onPlaying = () => {
    setPlaying(true);
    if (maxDurationMs !== undefined && capTimerRef.current === undefined) {
      capTimerRef.current = setTimeout(stop, maxDurationMs);
    }
  };

  const onEnded = (event: SyntheticEvent<HTMLVideoElement>) => {
    setPlaying(false);
    playsRef.current += 1;
    const limit = maxPlays ?? 1;
    if (playsRef.current < limit) {
      const video = event.currentTarget;
      video.currentTime = 0;
      video.play().catch(() => {});
    } else if (stayStopped) {
      setStopped('finished');
    }
  };

  const onError = () => {
    console.error('Video playback error:', src);
    setPlaying(false);
    setStopped('failed');
  };

  return {
    videoRef,
    stopped,
    replay,
    /** The video (not the poster) is on screen. */
    showVideo: playing && stopped === null,
    /** Source attached but no frame yet (the band shows a spinner meanwhile). */
    loading: armed && active && !playing && stopped === null,
    videoProps: {
      src: armed ? src : undefined,
      preload: 'none' as const,
      playsInline: true,
      loop,
      onPlaying,
      onPause: () => setPlaying(false),
      onEnded,
      onError,
    },
  };
}
