import { createHash } from 'node:crypto';
import { test as bare } from '@playwright/test';
import { startStory, story } from './editor-helpers.ts';
import { CSP_VIOLATION_PREFIX, expect, test, type Page } from './test.ts';

/**
 * The build's Content Security Policy (scripts/lib/csp-plugin.ts), as `vite preview` serves it
 * from dist's `_headers`. Every test in the suite fails on a violation (e2e/test.ts); these walk
 * the pages most likely to meet one, and prove the policy is really enforced.
 */

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

test('the served policy allows the built inline scripts by hash and nothing inline besides', async ({
  request,
}) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'];
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  const html = await response.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)];
  // Data blocks (the first screen's JSON, the site function's answers and JSON-LD) run nothing:
  // the policy has no business with them, and the site function rewrites them per page.
  const data = scripts.filter((match) => /type="application\/(ld\+)?json"/.test(match[1]!));
  expect(data.length).toBeGreaterThan(0);
  const inline = scripts
    .filter((match) => !data.includes(match))
    .map((match) => `'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
  expect(inline.length).toBeGreaterThan(0);

  const csp = directives(policy!);
  const scriptHashes = csp['script-src']!.filter((source) => source.startsWith("'sha256-"));
  expect(scriptHashes.sort()).toEqual(inline.sort());
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  // The Realtime socket (#43): the backend's own, on its one path, and no socket anywhere else.
  const sockets = csp['connect-src']!.filter((source) => /^wss?:/.test(source));
  expect(sockets).toHaveLength(1);
  expect(sockets[0]).toMatch(/^wss?:\/\/[^/]+\/realtime\/v1\/websocket$/);
  // Every path gets it, deep links included (the SPA's fallback to index.html).
  const deep = await request.get('/blog/some-story');
  expect(deep.headers()['content-security-policy']).toBe(policy);
});

/** Walks a page to its end so that its lazy parts (sections, carousels, videos) load too. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  for (let step = 0; step < 8; step += 1) await page.mouse.wheel(0, 1000);
  await page.waitForLoadState('networkidle');
}

test('public pages run under the policy without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of ['/', '/blog', '/index', '/venues', '/membership', '/nybfw'])
    await visit(page, path);
  // A story and a vendor's page, reached as a reader would.
  await page.goto('/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/index');
  await page.locator('main a[href^="/index/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The fixture (e2e/test.ts) fails the test on any violation met on the way.
});

test('the signed-in workspace and the blog editor run under the policy', async ({ page }) => {
  test.setTimeout(180_000);
  await startStory(page, `Policy check ${Date.now()}`);
  await story(page).click();
  await page.keyboard.type('Written under a Content Security Policy.');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' Bold too.');
  await expect(story(page)).toContainText('Bold too.');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// Without the fixture: this one meets a violation on purpose.
bare(
  'the policy is enforced: an injected inline script is refused and reported',
  async ({ page }) => {
    const reported: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith(CSP_VIOLATION_PREFIX)) reported.push(message.text());
    });
    await page.addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${prefix} ${event.effectiveDirective}`);
      });
    }, CSP_VIOLATION_PREFIX);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => reported).toEqual([`${CSP_VIOLATION_PREFIX} script-src-elem`]);
  },
);
