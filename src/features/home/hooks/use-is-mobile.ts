import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '@/config/site';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(MOBILE_MEDIA_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const getSnapshot = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;

/** Below the spec's 768 px breakpoint. Read synchronously on first render: no layout swap later. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
