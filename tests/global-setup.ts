import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { mailboxUrlFor } from '../supabase/local/mailbox-client.ts';
import { REPO_ROOT } from '../supabase/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    publishableKey: string;
    secretKey: string;
    mailboxUrl: string;
  }
}

/** Port and folder of the scratch stack the tests own; `npm run dev` keeps using 54321. */
export const TEST_PORT = Number(process.env.SUPABASE_TEST_PORT ?? 54329);
export const TEST_DATA_DIR = `${REPO_ROOT}/supabase/.temp/test-${TEST_PORT}`;
/** Migrating and seeding a fresh database takes well under a minute; a loaded machine gets more. */
const STACK_START_TIMEOUT_MS = 180_000;
const STACK_STOP_TIMEOUT_MS = 15_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/auth/v1/health`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The stack runs in a child process (`supabase/local/start.ts`), not in Vitest's: PGlite's
 * Emscripten runtime writes its exit statuses into `process.exitCode`, which would overwrite the
 * runner's own verdict (a failed run exiting 0).
 */
async function startStackProcess(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'supabase/local/start.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SUPABASE_PORT: String(TEST_PORT),
      SUPABASE_DATA_DIR: TEST_DATA_DIR,
      SUPABASE_RESET: '1',
      // The tests run the delivery function when they mean to (tests/notifications.test.ts).
      SUPABASE_FUNCTION_SCHEDULE: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`The local stack exited with code ${code} before it was ready`)),
    ),
  );
  exited.catch(() => {}); // only the race below cares; a later, intended exit is no error
  const deadline = Date.now() + STACK_START_TIMEOUT_MS;
  const ready = (async () => {
    while (!(await answers(url))) {
      if (Date.now() > deadline)
        throw new Error(
          `The local stack did not answer on ${url} within ${STACK_START_TIMEOUT_MS / 1000} s`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

async function stopStackProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STACK_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts a fresh, seeded local stack for the integration tests, or reuses the one `npm test`
 * already started (SUPABASE_TEST_URL), so a whole run migrates and seeds once.
 * SUPABASE_DB_URL (set by scripts/with-postgres.ts) reaches the child: PostgreSQL instead of PGlite.
 */
export default async function setup(project: TestProject) {
  let child: ChildProcess | undefined;
  let url = process.env.SUPABASE_TEST_URL;
  if (!url || !(await answers(url))) {
    url = `http://127.0.0.1:${TEST_PORT}`;
    if (await answers(url))
      throw new Error(
        `Port ${TEST_PORT} is taken by another local stack: stop it, or set SUPABASE_TEST_PORT`,
      );
    child = await startStackProcess(url);
  }
  project.provide('supabaseUrl', url);
  project.provide('publishableKey', LOCAL_PUBLISHABLE_KEY);
  project.provide('secretKey', LOCAL_SECRET_KEY);
  project.provide('mailboxUrl', mailboxUrlFor(url));
  return async () => {
    if (child) await stopStackProcess(child);
  };
}
