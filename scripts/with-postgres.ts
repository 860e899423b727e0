import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './lib/postgres-cluster.ts';

/**
 * `node scripts/with-postgres.ts <command> [args...]`: runs a command against a throwaway real
 * PostgreSQL (Debian's postgresql, 15 or newer) instead of PGlite.
 *
 *   1. finds initdb/pg_ctl (installs Debian's `postgresql` when missing and running as root);
 *   2. initdb's a fresh cluster in supabase/.temp/pg (WITH_POSTGRES_DIR) (as the `postgres` OS user when running as
 *      root, since initdb refuses root), starts it on 127.0.0.1:54339 (WITH_POSTGRES_PORT) with a
 *      random password, and creates the database `perfete`;
 *   3. runs the command with SUPABASE_DB_URL set (tests/global-setup.ts and supabase/local/*.ts
 *      honour it);
 *   4. stops the cluster (also on Ctrl-C) and removes it, or keeps it with its log on failure.
 *
 * Example: `npm run test:postgres` = node scripts/with-postgres.ts vitest run --project integration tests/access-matrix.test.ts
 */
const ROOT = path.resolve(import.meta.dirname, '..');
// WITH_POSTGRES_DIR lets two runs at once keep separate clusters (each on its own port).
const CLUSTER_DIR = path.resolve(ROOT, process.env.WITH_POSTGRES_DIR ?? 'supabase/.temp/pg');
const HOST = '127.0.0.1';
const PORT = Number(process.env.WITH_POSTGRES_PORT ?? 54339);

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: node scripts/with-postgres.ts <command> [args...]');
  process.exit(2);
}

async function main(): Promise<number> {
  const started = Date.now();
  let cluster;
  try {
    cluster = await startCluster({ dir: CLUSTER_DIR, port: PORT });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  console.log(
    `PostgreSQL ${cluster.major} ready on ${HOST}:${PORT} (database perfete) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  let status: number;
  try {
    status = await new Promise<number>((resolve) => {
      const child = spawn(command[0]!, command.slice(1), {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, SUPABASE_DB_URL: cluster.url },
      });
      const forward = (signal: NodeJS.Signals) => child.kill(signal);
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
      child.on('error', (error) => {
        console.error(`Could not run ${command[0]}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (code, signal) => {
        process.off('SIGINT', forward);
        process.off('SIGTERM', forward);
        resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
      });
    });
  } finally {
    cluster.stop();
  }
  if (status === 0) cluster.remove();
  else
    console.error(
      `The cluster is kept for inspection in ${CLUSTER_DIR} (server log: ${cluster.logFile}).`,
    );
  return status;
}

process.exit(await main());
