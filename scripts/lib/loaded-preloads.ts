import type { Plugin } from 'vite';

/** The app module src/main.tsx imports once index.html's first screen has painted. */
const BOOT_MODULE = /\/src\/boot\.tsx$/;

interface ChunkLinks {
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

function staticClosure(
  chunks: Map<string, ChunkLinks>,
  file: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

/**
 * Preload lists without the chunks the boot has already loaded.
 *
 * Every lazy import in a built chunk names the chunks it needs, so that the browser fetches them
 * in parallel (`__vite__mapDeps`). Each list repeats the chunks every page shares (React, the
 * router, supabase-js's wrapper, the site's config, utils…), and the file names and indexes are
 * bytes of the chunk that holds them: the boot, which `/` loads before its first paint. Once the
 * boot runs, its static imports have all been fetched (a module graph is fetched whole before any
 * of it runs), and Vite's preload helper skips what is already loaded, so naming them again does
 * nothing. Lists in chunks that can run before the boot (the entry, its static imports, what it
 * imports lazily besides the boot) and index.html's own `<link rel=modulepreload>`s stay whole.
 *
 * `plugin` reads the chunk graph before Vite writes the lists (its generateBundle runs first);
 * `without(host, deps)` is for `build.modulePreload.resolveDependencies`.
 */
export function loadedPreloads(): {
  plugin: Plugin;
  without: (hostId: string, hostType: 'html' | 'js', deps: string[]) => string[];
} {
  let bootClosure = new Set<string>();
  let beforeBoot = new Set<string>();
  return {
    plugin: {
      name: 'perfete:loaded-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const chunks = new Map<string, ChunkLinks>();
          for (const [file, output] of Object.entries(bundle)) {
            if (output.type === 'chunk') chunks.set(file, output);
          }
          const boot = [...chunks].find(([, chunk]) =>
            BOOT_MODULE.test(chunk.facadeModuleId ?? ''),
          )?.[0];
          if (!boot) {
            bootClosure = new Set();
            beforeBoot = new Set();
            return;
          }
          bootClosure = staticClosure(chunks, boot);
          beforeBoot = new Set();
          for (const [file, chunk] of chunks) {
            if (!chunk.isEntry) continue;
            staticClosure(chunks, file, beforeBoot);
            for (const lazy of chunk.dynamicImports) {
              if (lazy !== boot) staticClosure(chunks, lazy, beforeBoot);
            }
          }
        },
      },
    },
    without: (hostId, hostType, deps) =>
      hostType === 'html' || beforeBoot.has(hostId)
        ? deps
        : deps.filter((dep) => !bootClosure.has(dep)),
  };
}
