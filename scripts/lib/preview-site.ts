import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_HOST, DEFAULT_PORT, LOCAL_PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';
import { startLocalStack } from '../../supabase/local/stack.ts';
import { buildSite, ROOT } from './bundle.ts';

/**
 * The production site as the measuring scripts see it (`npm run perf`, `npm run perf:interactions`):
 * the bundle built against the local stack, served by `vite preview` with the site function
 * mounted, the stack started if nothing answers on its port (the dev database on 54321 by default,
 * a data directory of its own on any other port).
 */

/**
 * Asked for as a browser asks for a page (`Accept: text/html`), so that the site function answers:
 * the preview loads it (through Vite) on the first page request, 2.5–2.8 s here, and the first
 * route measured paid that as its server response time (`/` 89 at 03:29, 27 November).
 */
export const asPage = { headers: { Accept: 'text/html' } };

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url, asPage).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface PreviewedSite {
  /** The preview's origin, e.g. http://localhost:4174. */
  origin: string;
  /** The stack's origin the build reads from. */
  apiOrigin: string;
  outDir: string;
  stop: () => Promise<void>;
}

/** Builds the site for `stackPort`, serves it on `webPort`, and waits until it answers. */
export async function previewSite(stackPort: number, webPort: number): Promise<PreviewedSite> {
  const apiOrigin = `http://${DEFAULT_HOST}:${stackPort}`;
  const outDir = path.join(ROOT, `.perf/build-${webPort}`);
  // The build asks the stack measured here (VITE_ variables in the environment win over .env).
  process.env.VITE_SUPABASE_URL = apiOrigin;
  process.env.EXPERIMENTAL_STORAGE = '1';
  process.env.LITE_TELEMETRY = '0';
  const up = await fetch(`${apiOrigin}/auth/v1/health`, {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY },
  }).then(
    (r) => r.ok,
    () => false,
  );
  const stack = up
    ? undefined
    : await startLocalStack({
        port: stackPort,
        dataDir:
          stackPort === DEFAULT_PORT
            ? undefined
            : path.join(ROOT, `supabase/.temp/perf-${stackPort}`),
        log: () => {},
      });
  buildSite(outDir);
  const preview = spawn(
    'vite',
    ['preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const origin = `http://localhost:${webPort}`;
  const stop = async () => {
    preview.kill('SIGTERM');
    await stack?.stop();
  };
  try {
    await waitFor(`${origin}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, apiOrigin, outDir, stop };
}
