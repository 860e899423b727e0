import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dropEdgeHead } from '@/lib/edge-head';
import { restoreLateFonts } from '@/lib/late-fonts';

/**
 * The spec scrolls to the top on every path change (query or hash changes keep the position). The
 * head the edge wrote for crawlers goes once the app runs: the pages write their own
 * (src/lib/edge-head.ts). From the first page change the reader starts, a typeface that came too
 * late for the first page is used (src/lib/late-fonts.ts).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    dropEdgeHead();
    // Not for a redirect the app makes on its own: only after a click or key (the page moves then).
    if (pathname !== firstPath.current && navigator.userActivation?.hasBeenActive) {
      restoreLateFonts();
    }
  }, [pathname]);

  return null;
}
