import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToTop } from '@/features/navigation';
import { dropEdgeHead } from '@/lib/edge-head';

/**
 * The element a location's hash names. The address keeps the hash as typed or percent-encoded
 * (`#caf%C3%A9`, `#a%20b`): the id is looked up decoded, then as written (an id may hold `%`).
 */
function namedPart(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  const written = hash.slice(1);
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    // A stray `%` is part of the id.
  }
  return document.getElementById(decoded) ?? document.getElementById(written);
}

/**
 * The spec scrolls to the top on every path change (query or hash changes keep the position),
 * or, when the new address names a part of the page (a shared link to a vendor's #inquire), to
 * that part: the browser's own jump happened before the app drew it. The head the edge wrote for
 * crawlers goes once the app runs: the pages write their own (src/lib/edge-head.ts). From the
 * first page change the reader starts, a typeface that came too late for the first page is used
 * (src/lib/late-fonts.ts).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstPath = useRef(pathname);
  const started = useRef(false);

  useEffect(() => {
    const anchor = namedPart(hash);
    if (anchor) anchor.scrollIntoView({ block: 'start' });
    // On arrival the page is where the browser put it (the top, where a reload left the reader,
    // or where they scrolled while it loaded): scrolling there again would only make the browser
    // lay the new page out at once, inside the app's first task (#30).
    else if (started.current) scrollToTop();
    started.current = true;
    dropEdgeHead();
    // Not for a redirect the app makes on its own: only after a click or key (the page moves then).
    if (pathname !== firstPath.current && navigator.userActivation?.hasBeenActive) {
      // Loaded only then: nothing of it weighs on a page's first paint.
      void import('@/lib/late-fonts').then(({ restoreLateFonts }) => restoreLateFonts());
    }
    // Only a path change moves the reader: a hash change alone is the browser's to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
