import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '@/config/site';
import { useIsMobile, useMediaQuery } from './use-media-query';
import { useReducedMotion } from './use-reduced-motion';

/** matchMedia where the queries in `matching` match; `change()` flips one and notifies. */
function stubMatchMedia(matching: string[]) {
  const matches = new Set(matching);
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches.has(query);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    listeners,
    change(query: string, on: boolean) {
      if (on) matches.add(query);
      else matches.delete(query);
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('reads the query at once and follows its changes, unsubscribing on unmount', () => {
    const media = stubMatchMedia(['(min-width: 1px)']);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 1px)'));
    expect(result.current).toBe(true);
    media.change('(min-width: 1px)', false);
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1px)'));
    expect(result.current).toBe(false);
  });

  it('names the mobile breakpoint (below 768 px) and reduced motion', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 767px)');
    stubMatchMedia([MOBILE_MEDIA_QUERY]);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);

    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
  });
});
