import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '@/config/site';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * What media queries match where there is no window: index.html's first screen is rendered at
 * build time once for phones and once for wider screens (src/first-screen/render.tsx).
 */
export const ServerMediaContext = createContext<((query: string) => boolean) | null>(null);

/**
 * Whether a CSS media query matches now, kept up to date as it changes. Read synchronously on the
 * first render (no layout swap afterwards); false where matchMedia is missing and on the server.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => canMatch() && window.matchMedia(query).matches;
  const serverMatches = useContext(ServerMediaContext);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverMatches?.(query) ?? false);
}

/** Below the spec's 768 px breakpoint (MOBILE_BREAKPOINT_PX). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
