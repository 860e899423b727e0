/**
 * Debian's Chromium, as the e2e tests (playwright.config.ts), the perf harness (scripts/perf.ts)
 * and the test runner's preflight (scripts/test.ts) launch it: one path, one set of flags.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox or GPU in CI containers; no background traffic to skew request counts or timings. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
