import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import type { prefetchRoute, preloadRoute } from './router';

/** How long a mouse rests on a link before it counts as a visitor about to follow it. */
export const HOVER_INTENT_MS = 65;
/** Links on screen are looked at in idle time, this many per idle period at most. */
const LINKS_PER_IDLE_SLICE = 8;

/**
 * What leads to another page: a link, or an element that navigates when chosen without being one
 * (search's options, a combobox's) and names where in `data-href`.
 */
export const LINK_SELECTOR = 'a[href], [data-href]';

/**
 * The address an in-app link leads to, or undefined: another site, another tab, a download, a
 * link to a place on the same page.
 */
export function inAppDestination(target: EventTarget | null, here: Location): URL | undefined {
  const link = target instanceof Element ? target.closest(LINK_SELECTOR) : null;
  if (!link) return undefined;
  if (
    link.hasAttribute('download') ||
    (link instanceof HTMLAnchorElement && link.target && link.target !== '_self')
  )
    return undefined;
  const href = link instanceof HTMLAnchorElement ? link.href : link.getAttribute('data-href');
  if (!href) return undefined;
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  return url;
}

const whenIdle = (run: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: 2_000 })
    : setTimeout(run, 200);

/**
 * Prefetch on intent (issue #45): a page's chunk is loaded while a link to it is on screen (in the
 * page's content or a dialog), and
 * its first screen's data is asked for when the visitor is about to follow it (a finger or a
 * mouse button down on the link, or a mouse resting on it), so the tap finds both on their way
 * or in: on a phone's slow line that is one round trip less after the tap, two when the chunk was
 * not in yet. The data is the page's own `prefetch` (the queries boot.tsx starts for a first
 * page), so the page adopts it; what is fresh is not asked again. Chunks are loaded after the
 * page's own load and in idle time, never in the way of the first paint or of a tap.
 * Returns a function that stops watching.
 */
export function watchLinkIntent(
  routes: RouteObject[],
  client: QueryClient,
  // router.tsx's, passed by boot.tsx: imported here, the router would leave the boot chunk for a
  // chunk of its own, shared with this one (+550 B of first-paint JavaScript).
  load: { prefetchRoute: typeof prefetchRoute; preloadRoute: typeof preloadRoute },
  doc: Document = document,
): () => void {
  const { prefetchRoute, preloadRoute } = load;
  const here = doc.defaultView?.location ?? window.location;
  const matchesOf = new Map<string, RouteMatch[]>();
  const matched = (pathname: string) => {
    let matches = matchesOf.get(pathname);
    if (!matches) {
      matches = matchRoutes(routes, pathname) ?? [];
      matchesOf.set(pathname, matches);
    }
    return matches;
  };

  const intend = (target: EventTarget | null) => {
    const url = inAppDestination(target, here);
    if (url) void prefetchRoute(url.pathname, url.search, client, matched(url.pathname));
  };

  let hover: ReturnType<typeof setTimeout> | undefined;
  const onPointerDown = (event: PointerEvent) => intend(event.target);
  const onMouseOver = (event: MouseEvent) => {
    clearTimeout(hover);
    const { target } = event;
    hover = setTimeout(() => intend(target), HOVER_INTENT_MS);
  };
  const onMouseOut = () => clearTimeout(hover);
  doc.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  doc.addEventListener('mouseover', onMouseOver, { passive: true });
  doc.addEventListener('mouseout', onMouseOut, { passive: true });

  // Chunks for the links on screen in the page's content and its dialogs (search's results), not
  // the header's and footer's: the sign-in form or the saved list are not loaded for every
  // visitor, and a menu's links are followed from a hover or a tap. Each destination once, a few
  // per idle period.
  const seen = new Set<string>();
  const waiting: string[] = [];
  let draining = false;
  const drain = (deadline?: IdleDeadline) => {
    for (let done = 0; waiting.length > 0 && done < LINKS_PER_IDLE_SLICE; done += 1) {
      if (deadline && deadline.timeRemaining() < 2) break;
      void preloadRoute(matched(waiting.shift()!));
    }
    if (waiting.length > 0) whenIdle(drain);
    else draining = false;
  };
  const visible =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visible?.unobserve(entry.target);
            const url = inAppDestination(entry.target, here);
            if (!url || seen.has(url.pathname)) continue;
            seen.add(url.pathname);
            waiting.push(url.pathname);
          }
          if (waiting.length > 0 && !draining) {
            draining = true;
            whenIdle(drain);
          }
        })
      : undefined;
  const observed = new WeakSet<Element>();
  const observe = (link: Element) => {
    if (observed.has(link) || !link.closest('main, [role="dialog"]')) return;
    observed.add(link);
    visible?.observe(link);
  };
  const observeLinks = (root: Element) => {
    if (root.matches(LINK_SELECTOR)) observe(root);
    for (const link of root.querySelectorAll(LINK_SELECTOR)) observe(link);
  };
  const added = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) observeLinks(node);
      }
    }
  });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    whenIdle(() => {
      observeLinks(doc.body);
      added.observe(doc.body, { childList: true, subtree: true });
    });
  };
  // After the page's own load: its images and fonts come first.
  if (doc.readyState === 'complete') start();
  else doc.defaultView?.addEventListener('load', start, { once: true });

  return () => {
    clearTimeout(hover);
    doc.removeEventListener('pointerdown', onPointerDown, { capture: true });
    doc.removeEventListener('mouseover', onMouseOver);
    doc.removeEventListener('mouseout', onMouseOut);
    doc.defaultView?.removeEventListener('load', start);
    visible?.disconnect();
    added.disconnect();
  };
}
