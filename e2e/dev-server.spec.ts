import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_SUPABASE_URL } from '../playwright.config.ts';
import { expect, test } from './test.ts';

/**
 * `npm run dev` as a new developer first sees it: the Vite dev server (started here, on its own
 * port, against the e2e stack) draws a page two segments deep in the site's own typefaces. Before
 * #41 index.html preloaded the fonts by a relative path, which on /blog/… asked for
 * /blog/node_modules/… and got the page's HTML; the story fell back to Times and DejaVu.
 */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 5183);
const DEV_URL = `http://localhost:${DEV_PORT}`;
const STORY = '/blog/olive-grove-long-table-wedding-lucca';

let server: ChildProcess | undefined;

test.describe('the dev server', { tag: '@one-width' }, () => {
  // The first page of a fresh dev server transforms every module it imports.
  // One server for the tests below, in one worker (each worker would start its own on the port).
  test.describe.configure({ timeout: 240_000, mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = spawn(
      path.resolve('node_modules/.bin/vite'),
      ['--port', String(DEV_PORT), '--strictPort'],
      {
        env: { ...process.env, VITE_SUPABASE_URL: E2E_SUPABASE_URL },
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        () =>
          fetch(DEV_URL).then(
            (response) => response.status,
            () => 0,
          ),
        {
          timeout: 150_000,
          intervals: [500],
        },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('draws a story two segments deep in the site’s typefaces', async ({ page }) => {
    const fontAnswers: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (/\.woff2(\?|$)/.test(response.url())) {
        fontAnswers.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
      }
    });
    await page.goto(`${DEV_URL}${STORY}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olive Grove');
    await page.evaluate(() => document.fonts.ready);

    // Every font the page asked for is a font (none answered with the page's HTML)…
    expect(fontAnswers.length).toBeGreaterThan(0);
    expect(fontAnswers.filter((answer) => !answer.type.includes('font'))).toEqual([]);
    expect(fontAnswers.filter((answer) => answer.url.includes('/blog/'))).toEqual([]);
    // …and the title and the text are drawn in faces that loaded, not in a fallback.
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => ({ family: face.family, status: face.status })),
    );
    expect(faces.filter((face) => face.status === 'error')).toEqual([]);
    for (const family of ['Cormorant Garamond', 'Jost']) {
      expect(
        faces.some(
          (face) => face.family.replace(/['"]/g, '') === family && face.status === 'loaded',
        ),
        `${family} loaded`,
      ).toBe(true);
    }
    const drawn = await page.evaluate(() => ({
      title: getComputedStyle(document.querySelector('h1')!).fontFamily,
      text: getComputedStyle(document.querySelector('article p')!).fontFamily,
    }));
    expect(drawn.title).toMatch(/^"?Cormorant Garamond/);
    expect(drawn.text).toMatch(/^"?Jost/);
  });

  test('answers a page path with its own head to a client that accepts anything (#42)', async () => {
    // fetch sends `Accept: */*`, as curl and most link unfurlers do.
    const story = await fetch(`${DEV_URL}${STORY}`);
    expect(story.status).toBe(200);
    expect(await story.text()).toMatch(/<title>[^<]*Olive Grove[^<]*<\/title>/);
    const missing = await fetch(`${DEV_URL}/no-such-page-anywhere`);
    expect(missing.status).toBe(404);
    // Vite's own liveness check is still Vite's to answer.
    const ping = await fetch(DEV_URL, { headers: { Accept: 'text/x-vite-ping' } });
    expect(ping.status).toBe(204);
  });
});
