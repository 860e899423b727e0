import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright never downloads a browser here) against the
 * production build served by `vite preview` and the local stack on port 54329 (test data).
 * `npm test` starts both; run alone, `npx playwright test` starts what is missing.
 */
export const E2E_BASE_URL = 'http://localhost:4173';
export const E2E_SUPABASE_URL = 'http://127.0.0.1:54329';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: [
    {
      command: 'node supabase/local/start.ts',
      url: `${E2E_SUPABASE_URL}/auth/v1/health`,
      reuseExistingServer: true,
      timeout: 180_000,
      env: { SUPABASE_PORT: '54329', SUPABASE_DATA_DIR: 'supabase/.temp/test', SUPABASE_RESET: '1' },
    },
    {
      command: 'vite build --mode e2e --logLevel warn && vite preview --mode e2e --port 4173 --strictPort',
      url: E2E_BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
