import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import autocannon from 'autocannon';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './lib/chromium.ts';

/**
 * `npm run bench:load`: how the local stack holds up under readers.
 *
 *   1. starts a seeded local stack on PGlite in its own process (port 54490, its own data folder);
 *   2. builds the site against it, serves it with `vite preview` (54495) and opens the home page
 *      (scrolled to the bottom, so every section loads) and the directory (/index) in Debian's
 *      Chromium, recording every REST call the pages make, with their headers, as a visitor;
 *   3. replays those calls with autocannon at 1, 10, 25, 50 and 100 concurrent connections (each
 *      connection cycles through the whole list, BENCH_SECONDS each after a warm-up), and prints
 *      requests per second, p50/p95/p99 latency, errors and non-2xx answers, and the CPU the stack
 *      process used (100% = one core, the most a single Node process with PGlite can use).
 *
 * A benchmark, not a test: it asserts nothing but prints whether the target holds (p95 under
 * 100 ms and no errors at 50 readers). BENCH_SECONDS (default 5), BENCH_LEVELS ("1,10,25,50,100"),
 * BENCH_KEEP=1 keeps (and a later run reuses) the seeded database and the build;
 * BENCH_PROFILE=<dir> writes a V8 CPU profile of the stack process there (open it in Chrome's
 * DevTools, Performance panel) to see where a request's time goes.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const WORK_DIR = path.join(ROOT, 'supabase/.temp/bench-load');
const DATA_DIR = path.join(WORK_DIR, 'data');
const SITE_DIR = path.join(WORK_DIR, 'site');
const STACK_PORT = 54490;
const WEB_PORT = 54495;
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
const WEB_URL = `http://localhost:${WEB_PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,25,50,100').split(',').map(Number);
const KEEP = process.env.BENCH_KEEP === '1';
const TARGET = { concurrency: 50, p95Ms: 100 };
const PAGES = ['/', '/index'];
/** Headers a browser adds that say nothing to the API (kept: apikey, authorization, accept…). */
const DROPPED_HEADERS = /^(user-agent|referer|sec-|accept-encoding|accept-language|connection)/i;

type Method = 'GET' | 'HEAD' | 'POST';
interface Call {
  page: string;
  method: Method;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function waitFor(url: string, timeoutMs: number, headers: Record<string, string> = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { headers });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startStack(reset: boolean): ChildProcess {
  const profile = process.env.BENCH_PROFILE
    ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  return spawn(process.execPath, [...profile, path.join(ROOT, 'supabase/local/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SUPABASE_PORT: String(STACK_PORT),
      SUPABASE_DATA_DIR: DATA_DIR,
      SUPABASE_RESET: reset ? '1' : '0',
      SUPABASE_SITE_URL: WEB_URL,
      SUPABASE_DB_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function buildSite() {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--mode', 'e2e', '--outDir', SITE_DIR, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_SUPABASE_URL: STACK_URL } },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

/** Scrolls to the bottom in steps, letting each section's queries start and settle. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForLoadState('networkidle');
    if (atBottom) break;
  }
}

/** The REST calls the pages make for an anonymous visitor, as Chromium sends them. */
async function captureCalls(): Promise<Call[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const calls: Call[] = [];
  try {
    for (const route of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== STACK_URL || !url.pathname.startsWith('/rest/v1/')) return;
        const method = request.method();
        if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') return;
        const headers = Object.fromEntries(
          Object.entries(request.headers()).filter(([name]) => !DROPPED_HEADERS.test(name)),
        );
        calls.push({
          page: route,
          method,
          path: url.pathname + url.search,
          headers,
          body: request.postData() ?? undefined,
        });
      });
      await page.goto(`${WEB_URL}${route}`, { waitUntil: 'networkidle' });
      await scrollThrough(page);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return calls;
}

/** utime + stime of a process, in seconds (Linux /proc; undefined elsewhere). */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100; // USER_HZ is 100 on Linux
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Level {
  concurrency: number;
  'req/s': number;
  'p50 (ms)': number;
  'p95 (ms)': number;
  'p99 (ms)': number;
  requests: number;
  errors: number;
  'non-2xx': number;
  'stack CPU': string;
}

async function drive(calls: Call[], connections: number, seconds: number, stackPid?: number) {
  const latencies: number[] = [];
  const cpuBefore = cpuSeconds(stackPid);
  const started = performance.now();
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: STACK_URL,
        connections,
        duration: seconds,
        timeout: 10,
        requests: calls.map((call) => ({
          method: call.method,
          path: call.path,
          headers: call.headers,
          body: call.body,
        })),
      },
      (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  instance!.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await finished;
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(stackPid);
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    concurrency: connections,
    'req/s': Math.round(latencies.length / result.duration),
    'p50 (ms)': round(percentile(latencies, 50)),
    'p95 (ms)': round(percentile(latencies, 95)),
    'p99 (ms)': round(percentile(latencies, 99)),
    requests: latencies.length,
    errors: result.errors,
    'non-2xx': result.non2xx,
    'stack CPU':
      cpuBefore === undefined || cpuAfter === undefined
        ? 'n/a'
        : `${Math.round(((cpuAfter - cpuBefore) / wallSeconds) * 100)}%`,
  } satisfies Level;
}

async function main() {
  const reuse = KEEP && existsSync(path.join(DATA_DIR, 'db'));
  if (!KEEP) rmSync(WORK_DIR, { recursive: true, force: true });
  let stack: ChildProcess | undefined;
  let preview: ChildProcess | undefined;
  const stop = (child: ChildProcess | undefined) =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const cleanUp = async () => {
    await Promise.all([stop(preview), stop(stack)]);
    if (!KEEP) rmSync(WORK_DIR, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    let started = performance.now();
    stack = startStack(!reuse);
    await waitFor(`${STACK_URL}/auth/v1/health`, 300_000, { apikey: LOCAL_PUBLISHABLE_KEY });
    console.log(
      `Local stack (PGlite, ${reuse ? 'reused' : 'migrated and seeded'}) on ${STACK_URL} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    started = performance.now();
    if (!(KEEP && existsSync(path.join(SITE_DIR, 'index.html')))) buildSite();
    preview = spawn(
      path.join(ROOT, 'node_modules/.bin/vite'),
      [
        'preview',
        '--mode',
        'e2e',
        '--outDir',
        SITE_DIR,
        '--port',
        String(WEB_PORT),
        '--strictPort',
      ],
      { cwd: ROOT, stdio: 'ignore' },
    );
    await waitFor(`${WEB_URL}/`, 60_000);
    const calls = await captureCalls();
    await stop(preview);
    preview = undefined;
    console.log(
      `Site built and both pages read in ${((performance.now() - started) / 1000).toFixed(0)} s. ` +
        `REST calls per visit: ${PAGES.map((page) => `${page} ${calls.filter((call) => call.page === page).length}`).join(', ')}`,
    );
    for (const call of calls) console.log(`  ${call.page.padEnd(7)} ${call.method} ${call.path}`);
    if (calls.length === 0) throw new Error('The pages made no REST calls: nothing to replay');

    // Each captured call once, checked: a replay of calls the stack refuses would measure nothing.
    for (const call of calls) {
      const response = await fetch(`${STACK_URL}${call.path}`, {
        method: call.method,
        headers: call.headers,
        body: call.body,
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`${call.method} ${call.path} answered ${response.status}`);
    }

    await drive(calls, 10, 2, stack.pid); // warm-up: JIT, plan caches, PGlite's buffers
    const levels: Level[] = [];
    for (const connections of LEVELS)
      levels.push(await drive(calls, connections, SECONDS, stack.pid));

    console.log(
      `\nThe home page's and the directory's ${calls.length} REST calls, replayed by autocannon for ${SECONDS} s per level ` +
        `(anonymous, keep-alive; load generator and stack share this machine's ${(await import('node:os')).availableParallelism()} cores).`,
    );
    console.table(levels);
    const atTarget = levels.find((level) => level.concurrency === TARGET.concurrency);
    if (atTarget)
      console.log(
        atTarget['p95 (ms)'] < TARGET.p95Ms && atTarget.errors === 0 && atTarget['non-2xx'] === 0
          ? `Target met: p95 ${atTarget['p95 (ms)']} ms (< ${TARGET.p95Ms} ms) with no errors at ${TARGET.concurrency} concurrent readers.`
          : `Target MISSED at ${TARGET.concurrency} concurrent readers: p95 ${atTarget['p95 (ms)']} ms (target < ${TARGET.p95Ms} ms), ${atTarget.errors} errors, ${atTarget['non-2xx']} non-2xx.`,
      );
  } finally {
    await cleanUp();
  }
}

await main();
