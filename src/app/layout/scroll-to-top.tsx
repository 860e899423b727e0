import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The spec scrolls to the top on every path change (query or hash changes keep the position). */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  return null;
}
