import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { AppRoutes } from './types';

export type { AppRoutes } from './types';

/**
 * The first screen of every page that needs no data of the visitor's to draw (information pages,
 * /contact, /submissions, /membership, /careers, the not-found page…), found in the app's own
 * route table at build time: each route with a fixed path is rendered as the app renders it
 * (its module loaded and its `prefetch` run, as boot.tsx does), and kept when what it drew is a
 * finished page — a heading, no spinner, skeleton or error. A new route is covered the same way,
 * with no template of its own. Only the start of a long page is kept (see `firstScreenOf`): the
 * rest is the app's to add below it.
 */
export interface StaticPages {
  /** Path → its first screen's markup (for phones; `wide` where wider screens differ). */
  pages: Record<string, { html: string; wide?: string }>;
  /** Any path of the app's route table, as one RegExp source: others are the not-found page. */
  known: string;
  notFound: string;
}

type Render = (
  path: string,
  node: ReactNode,
  options: { client: QueryClient; mobile: boolean },
) => string;

/** A page still waiting for something, or showing a failure: not a first screen to paint. */
const UNFINISHED = /role="(status|alert)"|aria-busy="true"|animate-pulse/;
/** A path no route has, rendered to get the not-found page. */
const UNKNOWN_PATH = '/__first-screen-not-found__';
/** More than a phone's screen of text: the rest of a long page comes with the app. */
export const FIRST_SCREEN_TEXT = 900;

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export async function staticPages(
  app: AppRoutes,
  render: Render,
  /** Paths whose first screen is drawn otherwise (from their data): left out here. */
  covered: (path: string) => boolean,
): Promise<StaticPages> {
  const paths = app.pageRoutes.flatMap((route) =>
    route.path && !route.path.includes(':') && route.path !== '*' ? [route.path] : [],
  );
  const pages: StaticPages['pages'] = {};
  let notFound = '';
  for (const path of [...paths.filter((path) => !covered(path)), UNKNOWN_PATH]) {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Infinity } },
    });
    try {
      const prefetch = () =>
        app.prefetchRoute(path, '', client, matchRoutes(app.pageRoutes, path) ?? []);
      await (app.withWindow ? app.withWindow(prefetch) : prefetch());
      const variant = (mobile: boolean) =>
        firstScreenOf(render(path, <Pages routes={app.pageRoutes} />, { client, mobile }));
      const html = variant(true);
      if (!html.includes('<h1') || UNFINISHED.test(html)) continue;
      const wide = variant(false);
      if (path === UNKNOWN_PATH) notFound = html;
      else pages[path] = wide === html ? { html } : { html, wide };
    } finally {
      client.clear();
    }
  }
  if (!notFound) throw new Error('The not-found page did not render for the first screen');
  return { pages, known: knownPaths(app.pageRoutes), notFound };
}

/** Every path the route table matches (nested routes included), as one anchored RegExp source. */
export function knownPaths(routes: RouteObject[]): string {
  const sources: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.index) sources.push('/');
      if (route.path && route.path !== '*') {
        sources.push(
          route.path
            .split('/')
            .map((part) =>
              part.startsWith(':')
                ? part.endsWith('?')
                  ? '(?:[^/]+)?'
                  : '[^/]+'
                : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('/')
            .replace(/\/\(\?:\[\^\/\]\+\)\?$/, '(?:/[^/]+)?'),
        );
      }
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return `^(?:${sources.join('|')})$`;
}

const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;
/** Where a cut may fall: after a whole block (never inside a paragraph that would then grow). */
const BLOCK = /^(p|li|ul|ol|dl|div|section|header|aside|article|nav|blockquote|figure|h[1-6])$/;

/**
 * The start of a page's markup, up to about a screen of text: whole elements until
 * `FIRST_SCREEN_TEXT` characters of text have been written, then every open element closed.
 * What is cut is what the app adds below when it renders (new content below is no layout shift).
 * Head tags React rendered in place (title, meta, links, JSON-LD) are left out: the app sets its own.
 */
export function firstScreenOf(html: string, budget = FIRST_SCREEN_TEXT): string {
  const clean = html
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<(meta|link) [^>]*\/?>/g, '')
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
  const open: string[] = [];
  let out = '';
  let text = 0;
  const tokens = clean.match(/<[^>]+>|[^<]+/g) ?? [];
  for (const token of tokens) {
    if (token.startsWith('</')) {
      const name = open.pop() ?? '';
      out += token;
      if (text >= budget && BLOCK.test(name)) break;
    } else if (token.startsWith('<')) {
      const name = /^<([a-zA-Z0-9-]+)/.exec(token)?.[1]?.toLowerCase() ?? '';
      // A form waits for the app: what a visitor typed into a painted one would be replaced.
      if (name === 'form') break;
      if (!VOID.test(name) && !token.endsWith('/>')) open.push(name);
      out += token;
    } else {
      out += token;
      text += token.trim().length;
    }
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
