import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = path.resolve(import.meta.dirname, '../..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  /** Gzip bytes of the JavaScript the first paint of a route needs. */
  firstPaintJsGzipBytes: number;
  /** The lazy route module each measured path renders, as the Vite manifest names it. */
  routeModules: Record<string, string>;
}

export function readBudget(): Budget {
  return JSON.parse(readFileSync(path.join(ROOT, 'perf-budget.json'), 'utf8')) as Budget;
}

/** A production build with a manifest, so first-paint chunks can be traced without a browser. */
export function buildSite(outDir: string, mode = 'production'): void {
  const result = spawnSync(
    'vite',
    [
      'build',
      '--mode',
      mode,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** The chunks a key loads before it can run: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export interface FirstPaintJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The app module src/main.tsx imports once index.html's first screen has painted. */
const BOOT_MODULE = 'src/boot.tsx';

/**
 * The JavaScript a visit to `route` executes before React paints the page: the entry chunk with
 * its static imports, the app (src/boot.tsx, imported by the entry after index.html's first
 * screen has painted) with its static imports, and the lazy module of that route with its static
 * imports. Lazy chunks of other routes, menus and sections that load on intent are not counted —
 * keeping them out of this set is the point of the budget.
 */
export function firstPaintJs(outDir: string, route: string, budget = readBudget()): FirstPaintJs {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const keys = staticClosure(manifest, 'index.html');
  if (!manifest[BOOT_MODULE]) throw new Error(`The build has no chunk for ${BOOT_MODULE}`);
  staticClosure(manifest, BOOT_MODULE, keys);
  const routeModule = budget.routeModules[route];
  if (routeModule) {
    if (!manifest[routeModule])
      throw new Error(
        `perf-budget.json names ${routeModule} for ${route}, but the build has no such module`,
      );
    staticClosure(manifest, routeModule, keys);
  }
  const files = [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length,
    }));
  return { files, gzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}
