import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from '@/app/App';
import { createRoutes, prefetchRoute, preloadRoute } from '@/app/router';
import { renderStartupError } from '@/app/startup-error';
import { FIRST_RENDER_DATA_WAIT_MS, FIRST_RENDER_ROUTE_WAIT_MS } from '@/config/site';
import { firstScreenComplete } from '@/lib/early-response';
import { EnvError, getEnv } from '@/lib/env';
import { createQueryClient } from '@/lib/query-client';
import { makeZodJitless } from '@/lib/zod-jitless';

// Before any form loads zod: no eval probe for the Content Security Policy to report.
makeZodJitless();

/** No module reads the environment at import time, so a bad one is caught here, before React. */
function checkEnvironment(root: HTMLElement): boolean {
  try {
    getEnv();
    return true;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error);
    renderStartupError(root, 'This build is not configured', error.message);
    return false;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Ends the current task: the browser may paint or answer input before the next step. */
const nextTask = () => wait(0);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (checkEnvironment(root)) {
  // The page's own chunk and its first screen's data first (index.html's script has usually
  // asked for that already), so that React's first commit replaces index.html's first screen
  // with the whole page (no spinner in between); on a very slow line, render anyway after a while
  // and let the page's Suspense spinner and 'Loading...' take over.
  // The start in short tasks rather than one long one a tap would wait behind (#30 traces): this
  // module's graph is evaluated in the task that got here; asking for the page's chunk (its
  // modulepreload links) and data is the next; the router is built after the waits below.
  await nextTask();
  const queryClient = createQueryClient();
  const { pathname, search } = window.location;
  // One table of routes, matched once, for the start and the router (a table is ranked and its
  // patterns compiled at each match).
  const routes = createRoutes();
  const matches = matchRoutes(routes, pathname) ?? [];
  const prefetched = prefetchRoute(pathname, search, queryClient, matches);
  await Promise.race([preloadRoute(matches), wait(FIRST_RENDER_ROUTE_WAIT_MS)]);
  await Promise.race([
    Promise.all([prefetched, firstScreenComplete()]),
    wait(FIRST_RENDER_DATA_WAIT_MS),
  ]);
  const router = createBrowserRouter(routes);
  await nextTask();
  const reactRoot = createRoot(root);
  // A transition renders in slices of a few milliseconds, yielding to the browser in between, so
  // building the first page never blocks input for long (the commit itself is one step).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
  // Links on screen get their page's chunk, a link about to be followed its data (#45).
  void import('@/app/link-intent').then(({ watchLinkIntent }) =>
    watchLinkIntent(routes, queryClient, { prefetchRoute, preloadRoute }),
  );
}
