import { useEffect, useRef, useState } from 'react';
import {
  WELCOME_BANNER_REPEAT,
  WELCOME_BANNER_SCROLL_MS,
  WELCOME_BANNER_TEXT,
} from '@/config/site';
import { useReducedMotion } from '@/hooks/use-reduced-motion';

/**
 * 'WELCOME TO THE NEW PERFÉTE!' ×12, scrolling. The 12 copies are identical, so moving the track by
 * half its width loops seamlessly. A pause control stops it (WCAG 2.2.2); with reduced motion it
 * starts paused. Screen readers hear the sentence once.
 */
export function WelcomeBanner() {
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof track.animate !== 'function') return;
    const animation = track.animate(
      [{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }],
      { duration: WELCOME_BANNER_SCROLL_MS, iterations: Infinity, easing: 'linear' },
    );
    animationRef.current = animation;
    return () => animation.cancel();
  }, []);

  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (paused) animation.pause();
    else animation.play();
  }, [paused]);

  return (
    <div className="relative flex h-12 items-center overflow-hidden bg-ink text-ivory-50">
      <p className="sr-only">{WELCOME_BANNER_TEXT}</p>
      <div
        ref={trackRef}
        aria-hidden="true"
        className="flex shrink-0 whitespace-nowrap will-change-transform"
        data-testid="welcome-banner-track"
      >
        {Array.from({ length: WELCOME_BANNER_REPEAT }, (_, index) => (
          <span key={index} className="px-8 text-xs font-medium tracking-label">
            {WELCOME_BANNER_TEXT}
          </span>
        ))}
      </div>
      <button
        type="button"
        onClick={() => setUserPaused(!paused)}
        aria-label={paused ? 'Play welcome banner' : 'Pause welcome banner'}
        className="absolute right-2 grid size-8 place-items-center rounded-full bg-ink text-ivory-50 ring-1 ring-ivory-50/40 hover:ring-ivory-50"
      >
        <svg viewBox="0 0 16 16" width="12" height="12" fill="currentColor" aria-hidden="true">
          {paused ? <path d="M4 2.5v11l9-5.5-9-5.5Z" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" />}
        </svg>
      </button>
    </div>
  );
}
