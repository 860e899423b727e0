import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * For HTML we do not render ourselves: a plain click on a link to one of the site's own pages
 * navigates inside the app instead of reloading it. Modified clicks behave as usual.
 */
export function useInternalLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
}
