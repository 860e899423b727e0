import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/** How the page reports a Content Security Policy violation to the test (console error). */
export const CSP_VIOLATION_PREFIX = 'CSP violation:';

/** Set on <html> by the app once React has drawn its first page (src/app/layout/root-layout.tsx). */
export const APP_READY_SELECTOR = 'html[data-app="ready"]';

/**
 * `test` whose `page.goto` also waits for the app: index.html paints a first screen before the
 * scripts run (header, page head), and its controls only work once React has replaced it, as a
 * server-rendered page's only work once hydrated. Tests that watch the first screen itself use
 * `page.goto(url, { waitUntil: 'commit' })`, which does not wait.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // Every page runs under the build's Content Security Policy (served by `vite preview`, see
    // scripts/lib/csp-plugin.ts): anything it blocks fails the test that met it.
    const violations: string[] = [];
    await page.addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    }, CSP_VIOLATION_PREFIX);
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(CSP_VIOLATION_PREFIX)) {
        violations.push(message.text());
      }
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page.locator(APP_READY_SELECTOR).waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});
