import { DEFAULT_HOST, DEFAULT_PORT, LOCAL_PUBLISHABLE_KEY } from './keys.ts';
import { DEFAULT_DATA_DIR, startLocalStack } from './stack.ts';

/**
 * `npm run db:reset`: rebuilds the local database from zero — wipes the data folder (or, with
 * SUPABASE_DB_URL, the public schema of that PostgreSQL), applies every migration, seeds the demo
 * magazine and its media — then exits. Refuses while `npm run dev` holds the database.
 */
process.env.EXPERIMENTAL_STORAGE = '1';
process.env.LITE_TELEMETRY = '0';

const dataDir = process.env.SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR;
const port = Number(process.env.SUPABASE_PORT ?? DEFAULT_PORT);
const running = await fetch(`http://${DEFAULT_HOST}:${port}/auth/v1/health`, {
  headers: { apikey: LOCAL_PUBLISHABLE_KEY },
})
  .then((response) => response.ok)
  .catch(() => false);
if (running && dataDir === DEFAULT_DATA_DIR) {
  console.error(
    `The local stack is running on port ${port} (npm run dev). Stop it, then run npm run db:reset again.`,
  );
  process.exit(1);
}

const started = Date.now();
const stack = await startLocalStack({
  dataDir,
  databaseUrl: process.env.SUPABASE_DB_URL,
  reset: true,
  port: 0,
});
await stack.stop();
console.log(
  `Database rebuilt from zero in ${((Date.now() - started) / 1000).toFixed(1)} s (${process.env.SUPABASE_DB_URL ? 'PostgreSQL' : dataDir}).`,
);
