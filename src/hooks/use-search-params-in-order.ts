import { useCallback, useEffect } from 'react';
import {
  createSearchParams,
  useSearchParams,
  type SetURLSearchParams,
  type URLSearchParamsInit,
} from 'react-router-dom';

/**
 * The addresses asked for and not yet shown, oldest first, and the last address shown: one of
 * each, as there is one address bar, so that the page's filters and a hook of its own (the
 * wedding date) build on each other's changes too.
 */
let pending: string[] = [];
let lastShown: string | null = null;

/** The page now shows `shown`: what was asked up to it is done; anything else (Back, a link) drops it all. */
function settle(shown: string) {
  if (shown === lastShown) return;
  lastShown = shown;
  const done = pending.lastIndexOf(shown);
  pending = done >= 0 ? pending.slice(done + 1) : [];
}

/**
 * useSearchParams whose setter builds on what it last asked for. The router shows a change a
 * render later (a navigation is a transition), so two changes in quick succession on a busy
 * phone (a category cleared, then a name submitted before the page redrew) would both start
 * from the same address, and the second would put back what the first took away.
 */
export function useSearchParamsInOrder(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  useEffect(() => settle(shown), [shown]);

  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const base = new URLSearchParams(pending.at(-1) ?? params);
      const value: URLSearchParamsInit = typeof next === 'function' ? next(base) : (next ?? '');
      const query = createSearchParams(value);
      pending = [...pending, query.toString()];
      setParams(query, options);
    },
    [params, setParams],
  );

  return [params, set];
}
