import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible (IntersectionObserver threshold). */
  threshold?: number;
  /** Grows the viewport, so below-the-fold content can start loading before it is reached. */
  rootMargin?: string;
  /** Stop observing once seen (lazy loading). */
  once?: boolean;
  /** Observe only while true (a video stopped by the visitor, or under reduced motion). */
  enabled?: boolean;
  /**
   * Called on each observation with whether at least `threshold` is visible: for imperative
   * users (play, pause) that act at once rather than on the next render.
   */
  onChange?: (inView: boolean, entry: IntersectionObserverEntry) => void;
}

/**
 * Whether an element is at least `threshold` visible (and intersecting). Returns a callback ref
 * for the element and the flag; `onChange` hears every observation.
 *
 * Without IntersectionObserver (old browsers, jsdom) the flag reads true, so content that waits
 * to be seen still shows, but `onChange` is never called, so nothing starts playing by itself.
 */
export function useInView<T extends Element>({
  threshold = 0,
  rootMargin = '0px',
  once = false,
  enabled = true,
  onChange,
}: InViewOptions = {}) {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((node: T | null) => setElement(node), []);
  const notify = useEffectEvent((visible: boolean, entry: IntersectionObserverEntry) => {
    onChange?.(visible, entry);
  });

  useEffect(() => {
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        setInView(visible);
        notify(visible, entry);
        if (visible && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin, once, enabled]);

  return [ref, inView] as const;
}
