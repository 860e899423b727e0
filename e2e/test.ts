import { test as base } from '@playwright/test';

export * from '@playwright/test';

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
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') {
        await page.locator(APP_READY_SELECTOR).waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
