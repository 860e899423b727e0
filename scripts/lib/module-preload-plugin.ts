import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from, in every chunk with a lazy import. */
const VITE_PRELOAD_HELPER = /^\0vite\/preload-helper\.js$/;
const HELPER = fileURLToPath(new URL('../../src/lib/module-preload.ts', import.meta.url));

/**
 * The build's preload helper is src/lib/module-preload.ts, which inserts the preload links a batch
 * per task instead of one `appendChild` each in the task that imports (that file says why). Vite
 * keeps the contract (`__vitePreload(load, deps)`, paths from the root) and the lists; only the
 * module they are imported from changes, resolved here before Vite's own resolver sees it.
 */
export function modulePreloadBatches(): Plugin {
  return {
    name: 'perfete:module-preload-batches',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: VITE_PRELOAD_HELPER },
      handler: () => HELPER,
    },
  };
}
