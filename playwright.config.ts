import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium (Playwright never downloads a browser here) against the
 * production build served by `vite preview` and the local stack on port 54329 (test data).
 * `npm test` starts both; run alone, `npx playwright test` starts what is missing.
 */
const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54329);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${WEB_PORT}`;
export const E2E_SUPABASE_URL = `http://127.0.0.1:${STACK_PORT}`;

const launchOptions = {
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Timeouts catch hangs; they are not speed checks (`npm run perf` measures speed). The same
  // tests at the same commit run 1.5–2x slower on some days of this 2-core machine than on others
  // (a shared host), and a page that needs 6 s to settle under two workers is slow, not broken.
  // A test that needs longer says so (`test.setTimeout`, never under 180 s).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // network and the console. Not the screencast: encoding a JPEG of every frame the page paints
    // (the home page's carousel and videos never stop painting) was most of Chromium's work. The
    // axe test of app-shell.spec.ts used 74.5 CPU seconds in Chromium with it, 11.9 without (11.2
    // with no trace at all); home.spec.ts at 1280 px 153 -> 112 (wall 182 s -> 136 s).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@home-state/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Tests tagged @desktop check what only the desktop layout has (The Latest's centre video).
    // The phone runs what a phone changes: layouts, menus, first screens, the forms and flows a
    // couple or a vendor uses on one. What is the same at every width runs at 1280 px only: tests
    // tagged @one-width (permissions, the route table, JSON-LD, paging and search logic) and the
    // specs below, which test policies, sanitizing and desk-side flows rather than a layout.
    {
      name: 'mobile',
      grepInvert: /@desktop|@home-state|@one-width/,
      testIgnore: [
        'csp.spec.ts',
        'xss.spec.ts',
        'accounts.spec.ts',
        'audit-log.spec.ts',
        'held-admin.spec.ts',
      ],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    // Tests tagged @home-state change what every visitor's home page shows (The Latest's order,
    // the testimonial strip) and put it back: they run at 1280 px once the others are done, so
    // no test reading the home page meets it half-changed.
    {
      name: 'home-state',
      grep: /@home-state/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: 'node supabase/local/start.ts',
      url: `${E2E_SUPABASE_URL}/auth/v1/health`,
      reuseExistingServer: true,
      timeout: 180_000,
      env: {
        SUPABASE_PORT: String(STACK_PORT),
        SUPABASE_DATA_DIR: `supabase/.temp/e2e-${STACK_PORT}`,
        SUPABASE_RESET: '1',
        // The auth emails link to the build under test.
        SUPABASE_SITE_URL: E2E_BASE_URL,
      },
    },
    {
      // Built for this run's stack (VITE_ variables in the environment win over .env.e2e).
      command: `vite build --mode e2e --outDir dist-e2e-${WEB_PORT} --logLevel warn && vite preview --mode e2e --outDir dist-e2e-${WEB_PORT} --port ${WEB_PORT} --strictPort`,
      url: E2E_BASE_URL,
      reuseExistingServer: false,
      // PREVIEW_CACHE_ASSETS: the hashed chunks are cached for the test's browser context instead
      // of asked again (a 304 each) on every page.goto (scripts/lib/preview-asset-cache.ts).
      env: { VITE_SUPABASE_URL: E2E_SUPABASE_URL, PREVIEW_CACHE_ASSETS: '1' },
      timeout: 180_000,
    },
  ],
});
