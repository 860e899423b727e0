import { DEFAULT_PORT } from './keys.ts';
import { startLocalStack } from './stack.ts';

/**
 * `npm run db:start`: the local Supabase on http://127.0.0.1:54321 until Ctrl-C.
 * Environment: SUPABASE_PORT, SUPABASE_SITE_URL (where auth emails link), SUPABASE_DATA_DIR, SUPABASE_DB_URL (a real PostgreSQL instead of
 * PGlite), SUPABASE_RESET=1 (start from zero), SUPABASE_FUNCTION_SCHEDULE=off (no delivery run every second).
 */
process.env.EXPERIMENTAL_STORAGE = '1';
process.env.LITE_TELEMETRY = '0';
process.env.DO_NOT_TRACK = '1';

const stack = await startLocalStack({
  port: Number(process.env.SUPABASE_PORT ?? DEFAULT_PORT),
  dataDir: process.env.SUPABASE_DATA_DIR,
  databaseUrl: process.env.SUPABASE_DB_URL,
  reset: process.env.SUPABASE_RESET === '1',
  siteUrl: process.env.SUPABASE_SITE_URL || undefined,
});
console.log(`Local Supabase ready on ${stack.url}`);
if (stack.mailboxUrl)
  console.log(`Local mailbox (every email the stack sends) on ${stack.mailboxUrl}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().finally(() => process.exit(0));
  });
}
