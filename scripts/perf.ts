import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEFAULT_PORT } from '../supabase/local/keys.ts';
import { firstPaintJs, ROOT } from './lib/bundle.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.ts';
import { asPage, previewSite } from './lib/preview-site.ts';

/**
 * `npm run perf [routes...]` (default `/`): builds the production bundle, serves it with
 * `vite preview` against the local stack (the dev database on 54321, started if needed), and
 * prints Lighthouse's mobile figures (simulated throttling) with first-paint JS bytes and API
 * request counts per route. Each route is measured PERF_RUNS times (default 5, as Lighthouse
 * advises) and the median run (Lighthouse's own choice, by FCP and interactive) is reported:
 * one simulated run can differ by several points from the next. JSON lands in .perf/ (git-ignored), with each route's whole
 * Lighthouse report beside it. Measures; asserts nothing.
 */
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 5));
// PERF_STACK_PORT / PERF_WEB_PORT: your own stack and preview ports on a shared machine.
const STACK_PORT = Number(process.env.PERF_STACK_PORT ?? DEFAULT_PORT);
const PREVIEW_PORT = Number(process.env.PERF_WEB_PORT ?? 4174);
interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  firstPaintJsGzipKb: number;
  apiRequests: number;
  mediaRequests: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

const site = await previewSite(STACK_PORT, PREVIEW_PORT);
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

const routeFileStem = (route: string) =>
  route === '/' ? '-home' : route.replace(/[^a-z0-9]+/gi, '-');

const rows: Row[] = [];
const reports: { route: string; lhr: unknown }[] = [];
try {
  for (const route of routes) {
    // Once unmeasured, as an edge that has served the page before: the local stack's first
    // answer to a query is slower than any after it (a hosted database has them warm).
    await fetch(`${site.origin}${route}`, asPage).then((r) => r.arrayBuffer());
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${site.origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      runs.push(result.lhr);
      // PERF_TRACE=1: each run's Chrome trace, for DevTools' Performance panel or a script.
      if (process.env.PERF_TRACE) {
        mkdirSync(path.join(ROOT, '.perf'), { recursive: true });
        writeFileSync(
          path.join(ROOT, '.perf', `trace${routeFileStem(route)}-${run + 1}.json`),
          JSON.stringify(result.artifacts.Trace),
        );
      }
    }
    const lhr = computeMedianRun(runs);
    reports.push({ route, lhr });
    const requests = (
      (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)
        ?.items ?? []
    ).map((item) => item.url);
    const fromApi = requests.filter((url) => url.startsWith(site.apiOrigin));
    rows.push({
      route,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      firstPaintJsGzipKb: Number((firstPaintJs(site.outDir, route).gzipBytes / 1024).toFixed(1)),
      apiRequests: fromApi.filter((url) => !url.includes('/storage/v1/')).length,
      mediaRequests: fromApi.filter((url) => url.includes('/storage/v1/')).length,
    });
  }
} finally {
  chrome.kill();
  await site.stop();
}

console.table(rows);
mkdirSync(path.join(ROOT, '.perf'), { recursive: true });
const file = path.join(
  ROOT,
  '.perf',
  `perf-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    { measuredAt: new Date().toISOString(), throttling: 'mobile, simulated', rows },
    null,
    2,
  ),
);
// The whole Lighthouse report per route (LCP element, request chains, main-thread work) for digging.
for (const { route, lhr } of reports) {
  writeFileSync(
    path.join(ROOT, '.perf', `lighthouse${routeFileStem(route)}.json`),
    JSON.stringify(lhr),
  );
}
console.log(`Saved ${path.relative(ROOT, file)}`);
