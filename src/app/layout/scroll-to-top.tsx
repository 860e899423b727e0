import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { dropEdgeHead } from '@/lib/edge-head';

/**
 * The spec scrolls to the top on every path change (query or hash changes keep the position). The
 * head the edge wrote for crawlers goes once the app runs: the pages write their own
 * (src/lib/edge-head.ts).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    dropEdgeHead();
  }, [pathname]);

  return null;
}
