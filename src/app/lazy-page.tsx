import type { PagePrefetch } from '@/types/page-prefetch';
import { createElement, lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/** A page component loaded on demand that can also be loaded ahead of its first render. */
export type LazyPage = ComponentType & {
  preload: () => Promise<void>;
  /** The module's `prefetch`, once it has loaded (undefined before, or when it has none). */
  prefetch: () => PagePrefetch | undefined;
};

/**
 * Like `React.lazy`, plus `preload()`. Once the module has arrived the page renders directly,
 * without suspending: `React.lazy` always suspends on its first render (even for a module already
 * downloaded), and React 19 then holds the revealed content back for up to 300 ms
 * (its Suspense throttle). boot.tsx preloads the page being opened before the first render, so
 * the first screen comes up whole, in one commit. A failed load may be tried again.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let prefetch: PagePrefetch | undefined;
  let pending: Promise<void> | undefined;

  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        prefetch = module.prefetch;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));

  function Page() {
    return loaded ? createElement(loaded) : <Suspending />;
  }
  return Object.assign(Page, { preload, prefetch: () => prefetch });
}
