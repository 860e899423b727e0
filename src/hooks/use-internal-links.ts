import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * For HTML we do not render ourselves (a legacy post body, a markdown page): a plain click on a
 * link to one of the site's own pages (`/…`, not `//host`) navigates inside the app instead of
 * reloading it. Modified or non-primary clicks, links that open elsewhere (`target`, `download`)
 * and links to other sites behave as usual. Put the returned handler on the HTML's container.
 */
export function useInternalLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor) return;
      const target = anchor.getAttribute('target');
      if ((target && target !== '_self') || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
