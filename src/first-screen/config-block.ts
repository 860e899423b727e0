import type { FirstScreenConfig } from './types.ts';

/**
 * index.html carries the first screen's settings, templates and static pages as a JSON data block
 * with this id, read by the inline runtime (a script whose text, and so its CSP hash, no longer
 * changes with the data). The build writes every page's part; the site function keeps only the
 * part of the page it serves (`configForPath`), so a page's HTML does not carry every other page's.
 */
export const FIRST_SCREEN_CONFIG_ID = 'perfete-first-screen';

/**
 * An empty element right after the inline runtime: index.html's head holds the page's first frame
 * until the parser has reached it (`<link rel=expect blocking=render>`), that is until the runtime
 * has run, so the first paint is the whole first screen (see scripts/lib/first-screen-plugin.ts).
 */
export const FIRST_SCREEN_DRAWN_ID = 'perfete-first-screen-drawn';

/** The path as the runtime reads `location.pathname`: no trailing slash, `/` for the home page. */
export function firstScreenPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * What the runtime can use on `path` and nothing else: that page's fixed head and static screen,
 * the routes that match it (and the route whose templates a matching one borrows), and the
 * not-found screen only when no route of the app has the path.
 */
export function configForPath(config: FirstScreenConfig, pathname: string): FirstScreenConfig {
  const path = firstScreenPath(pathname);
  const matching = config.routes.filter((route) =>
    route.path !== undefined ? route.path === path : new RegExp(route.pattern!).test(path),
  );
  const borrowed = new Set(matching.flatMap((route) => (route.same ? [route.same] : [])));
  const page = config.pages[path];
  const screen = config.statics[path];
  const unknown = config.known !== '' && !new RegExp(config.known).test(path);
  return {
    ...config,
    pages: page ? { [path]: page } : {},
    statics: screen ? { [path]: screen } : {},
    notFound: unknown ? config.notFound : '',
    routes: config.routes.filter(
      (route) => matching.includes(route) || (route.path !== undefined && borrowed.has(route.path)),
    ),
  };
}
