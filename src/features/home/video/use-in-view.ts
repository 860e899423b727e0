import { useCallback, useEffect, useState } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible (IntersectionObserver threshold). */
  threshold?: number;
  /** Grows the viewport, so below-the-fold content can start loading before it is reached. */
  rootMargin?: string;
  /** Stop observing once seen (lazy loading). */
  once?: boolean;
}

/**
 * Whether an element is at least `threshold` visible. Returns a callback ref and the flag.
 * Without IntersectionObserver (old browsers, jsdom) everything counts as in view.
 */
export function useInView<T extends Element>({
  threshold = 0,
  rootMargin = '0px',
  once = false,
}: InViewOptions = {}) {
  const [element, setElement] = useState<T | null>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, rootMargin, once]);

  return [ref, inView] as const;
}
