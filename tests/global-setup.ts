import type { TestProject } from 'vitest/node';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { REPO_ROOT, startLocalStack, type LocalStack } from '../supabase/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseUrl: string;
    publishableKey: string;
    secretKey: string;
  }
}

/** Port and folder of the scratch stack the tests own; `npm run dev` keeps using 54321. */
export const TEST_PORT = Number(process.env.SUPABASE_TEST_PORT ?? 54329);
export const TEST_DATA_DIR = `${REPO_ROOT}/supabase/.temp/test-${TEST_PORT}`;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/auth/v1/health`, { headers: { apikey: LOCAL_PUBLISHABLE_KEY } });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts a fresh, seeded local stack for the integration tests, or reuses the one `npm test`
 * already started (SUPABASE_TEST_URL), so a whole run migrates and seeds once.
 */
export default async function setup(project: TestProject) {
  process.env.EXPERIMENTAL_STORAGE = '1';
  let stack: LocalStack | undefined;
  let url = process.env.SUPABASE_TEST_URL;
  if (!url || !(await answers(url))) {
    stack = await startLocalStack({ port: TEST_PORT, dataDir: TEST_DATA_DIR, databaseUrl: process.env.SUPABASE_DB_URL, reset: true, log: () => {} });
    url = stack.url;
  }
  project.provide('supabaseUrl', url);
  project.provide('publishableKey', LOCAL_PUBLISHABLE_KEY);
  project.provide('secretKey', LOCAL_SECRET_KEY);
  return async () => {
    await stack?.stop();
  };
}
