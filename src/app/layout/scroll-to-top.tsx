import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dropEdgeHead } from '@/lib/edge-head';

/**
 * The spec scrolls to the top on every path change (query or hash changes keep the position); the
 * head the edge wrote for the first page goes with the first change (src/lib/edge-head.ts).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    if (pathname !== first.current) dropEdgeHead();
  }, [pathname]);

  return null;
}
