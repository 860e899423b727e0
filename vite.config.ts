import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type UserConfig } from 'vite';
import { contentSecurityPolicyPlugin } from './scripts/lib/csp-plugin.ts';
import { firstScreen } from './scripts/lib/first-screen-plugin.ts';
import { fontSubsets } from './scripts/lib/fonts.ts';
import { loadedPreloads } from './scripts/lib/loaded-preloads.ts';
import { markdownPages } from './scripts/lib/markdown-pages.ts';
import { modulePreloadBatches } from './scripts/lib/module-preload-plugin.ts';
import { previewAssetCache } from './scripts/lib/preview-asset-cache.ts';
import { siteFunction } from './scripts/lib/site-function-plugin.ts';

const ROOT_DIR = fileURLToPath(new URL('.', import.meta.url));
const SRC_DIR = fileURLToPath(new URL('./src', import.meta.url));
const ENV_PREFIX = 'VITE_';
const ENV_EXAMPLE_FILE = '.env.example';

const DEV_SERVER_PORT = 5173;
const PREVIEW_PORT = 4173;

/**
 * Libraries every page needs, in long-lived vendor chunks so that app deploys do not invalidate the
 * browser's copy of them: React in one (src/main.tsx evaluates it in a task of its own), the
 * router, React Query and Helmet in another, supabase-js (about a third of the bytes, released on
 * its own schedule) in a third. Page code and libraries only a page
 * uses are split per lazy route. Module ids use forward slashes on every OS (Vite normalizes them).
 */
const nodeModule = (names: string) => new RegExp(`/node_modules/(${names})/`);
const VENDOR_CHUNKS = [
  // React's server renderer stays out: only the admin's email preview (issue #44) uses it.
  {
    name: 'vendor-react',
    test: (id: string) =>
      nodeModule('react|react-dom|scheduler').test(id) &&
      !/\/react-dom\/(server|static|cjs\/react-dom-server)/.test(id),
  },
  {
    name: 'vendor-libs',
    test: nodeModule(
      'react-router|react-router-dom|cookie|set-cookie-parser|@tanstack/query-core|@tanstack/react-query|react-helmet-async|invariant|shallowequal|react-fast-compare',
    ),
  },
  { name: 'vendor-supabase', test: nodeModule('@supabase/[^/]+|tslib|iceberg-js') },
];

/**
 * A vendor page's drawing (profile, gallery and its lightbox, credits, the inquiry form, the
 * admission note) in one chunk, whoever imports it: the public page, the admin's preview of a
 * listing, the vendor's editor. Left to the splitter, each new importer cut the public page's
 * chunks into smaller ones, and the page grew by their seams. (Radix Dialog stays out: in the
 * group it reordered the React chunk, and `/`'s first paint grew by 28 bytes of gzip.)
 */
const LISTING_PAGE_CHUNK = {
  name: 'listing-page-view',
  // Only these modules: what they import stays in the chunks it was in.
  includeDependenciesRecursively: false,
  test: new RegExp(
    [
      '/src/features/listings/components/(listing-page-content|listing-profile|listing-gallery|gallery-lightbox|listing-hero|hero-video|listing-contact-links|featured-in|inquiry-form)\\.tsx$',
      '/src/features/listings/(lib/inquiry-schema|api/create-inquiry|lib/listing-page-data)\\.ts$',
      '/src/features/membership/(components/member-admission\\.tsx|api/get-listing-admission\\.ts)$',
      // What vendors say about themselves (#31): the page's facts and the words they are said in.
      '/src/features/listings/(components/listing-facts\\.tsx|lib/listing-facts\\.ts)$',
      '/src/(lib/listing-facts-format|config/listing-facts)\\.ts$',
    ].join('|'),
  ),
};

/**
 * The magazine's key factory and its select strings in one chunk: the home page loads both on
 * first paint, and the admin's writes load the keys. Left to the splitter, the keys (which the
 * admin chunks share) became a chunk of their own beside the selects', and `/` paid its seam.
 * The dates the cards are written in (src/lib/english-dates.ts, shared with the vendor page and
 * the reviews) go with them, for the same reason.
 */
const POST_KEYS_CHUNK = {
  name: 'post-keys',
  includeDependenciesRecursively: false,
  test: /\/src\/(features\/posts\/(keys|api\/post-fields)|lib\/english-dates)\.ts$/,
};

/**
 * The page hooks long pages share: drawing below the first screen in steps, and the lead a page
 * is drawn from while its data is on the way (src/hooks/use-loaded.ts). Apart, the second was a
 * chunk of its own (a request more on every story and vendor page opened, ~150 B).
 */
const PAGE_HOOKS_CHUNK = {
  name: 'use-in-steps',
  includeDependenciesRecursively: false,
  test: /\/src\/hooks\/(use-in-steps|use-loaded)\.ts$/,
};

/**
 * The form kit (src/components/form and the draft hook) in one chunk for every page with a form.
 * Left to the splitter it became one chunk per set of pages sharing a piece (fields, error summary,
 * fieldset, public-form shell, confirmation, draft hook…), and every chunk's name is a string in
 * the boot script's list of lazy dependencies, which `/` loads before its first paint.
 */
const FORM_KIT_CHUNK = {
  name: 'form-kit',
  includeDependenciesRecursively: false,
  test: /\/src\/(components\/form\/[^/]+\.tsx?|hooks\/use-form-draft\.ts)$/,
};

/**
 * `.env.example` doubles as the defaults, so a fresh clone works with no `.env`.
 *
 * How: before Vite resolves its env, read what Vite itself would load (the shell environment and the
 * `.env*` files for this mode, via `loadEnv`); for every VITE_ variable of `.env.example` that is
 * still undefined, set it on `process.env`. Vite gives `process.env` VITE_ variables priority over
 * files and exposes them as `import.meta.env` in dev, build, preview and Vitest alike, so the
 * defaults travel the same road as real values. Anything set in `.env`, `.env.local`,
 * `.env.[mode]` or the shell still wins; production deploys set real values that way.
 *
 * The keys set here are remembered in process.env itself and withdrawn first on every run: the dev
 * server reloads this config in the same process when a `.env` file appears or changes, and a
 * stale default would otherwise outrank the new file.
 */
const DEFAULTED_KEYS_VAR = 'PERFETE_ENV_EXAMPLE_DEFAULTS';

function applyEnvExampleDefaults(mode: string): string[] {
  for (const key of process.env[DEFAULTED_KEYS_VAR]?.split(',') ?? []) delete process.env[key];
  delete process.env[DEFAULTED_KEYS_VAR];

  const examplePath = `${ROOT_DIR}${ENV_EXAMPLE_FILE}`;
  if (!existsSync(examplePath)) return [];
  const configured = loadEnv(mode, ROOT_DIR, ENV_PREFIX);
  const defaults = parseEnv(readFileSync(examplePath, 'utf8'));
  const applied: string[] = [];
  for (const [key, value] of Object.entries(defaults)) {
    if (!key.startsWith(ENV_PREFIX) || value === undefined || configured[key] !== undefined) {
      continue;
    }
    process.env[key] = value;
    applied.push(key);
  }
  if (applied.length > 0) process.env[DEFAULTED_KEYS_VAR] = applied.join(',');
  return applied;
}

/** Route chunks of the signed-in and admin areas (and their guards), by file name. */
export const PRIVATE_ROUTE_CHUNK =
  /(^|\/)(admin-|account-|manage-listing|vendor-dashboard|require-(admin|auth)|guard-skeleton)[^/]*\.js$/;

export function createViteConfig({ mode, command }: { mode: string; command: string }): UserConfig {
  const defaulted = applyEnvExampleDefaults(mode);
  if (command === 'build' && defaulted.length > 0) {
    console.info(`[env] using ${ENV_EXAMPLE_FILE} defaults for: ${defaulted.join(', ')}`);
  }

  const preloads = loadedPreloads();
  return {
    // The policy hashes the final index.html's inline scripts, so it comes after the first screen.
    plugins: [
      fontSubsets(),
      markdownPages(),
      react(),
      tailwindcss(),
      firstScreen(),
      contentSecurityPolicyPlugin(),
      siteFunction(),
      preloads.plugin,
      modulePreloadBatches(),
      previewAssetCache(),
    ],
    envPrefix: ENV_PREFIX,
    resolve: { alias: { '@': SRC_DIR } },
    server: { port: DEV_SERVER_PORT, strictPort: true },
    preview: { port: PREVIEW_PORT, strictPort: true },
    build: {
      modulePreload: {
        // The signed-in and admin pages fetch their shared chunks when they load, not from a
        // preload list in the boot chunk: their lists would weigh on every public first paint.
        // Other lists leave out what the boot has loaded already (scripts/lib/loaded-preloads.ts).
        resolveDependencies: (filename, deps, { hostId, hostType }) =>
          PRIVATE_ROUTE_CHUNK.test(filename) ? [] : preloads.without(hostId, hostType, deps),
      },
      rolldownOptions: {
        output: {
          // Rolldown's successor to `manualChunks` (deprecated in Vite 8).
          codeSplitting: {
            groups: [
              ...VENDOR_CHUNKS,
              LISTING_PAGE_CHUNK,
              POST_KEYS_CHUNK,
              FORM_KIT_CHUNK,
              PAGE_HOOKS_CHUNK,
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(createViteConfig);
