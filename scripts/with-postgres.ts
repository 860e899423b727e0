import { spawn, spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

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
const DATA_DIR = path.join(CLUSTER_DIR, 'data');
const LOG_FILE = path.join(CLUSTER_DIR, 'postgres.log');
const HOST = '127.0.0.1';
const PORT = Number(process.env.WITH_POSTGRES_PORT ?? 54339);
const DATABASE = 'perfete';
const SUPERUSER = 'postgres';
const MIN_MAJOR = 15;
const INSTALL = 'apt-get update && apt-get install -y postgresql';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: node scripts/with-postgres.ts <command> [args...]');
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;

function run(
  file: string,
  args: string[],
  options: Partial<SpawnSyncOptionsWithStringEncoding> = {},
) {
  return spawnSync(file, args, { ...options, encoding: 'utf8' });
}

/** Runs a PostgreSQL tool, as the `postgres` OS user when we are root. */
function pgTool(binDir: string, tool: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const file = path.join(binDir, tool);
  const fullEnv = { ...process.env, ...env };
  const result = isRoot
    ? run(
        'runuser',
        [
          '-u',
          'postgres',
          '--',
          'env',
          ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
          file,
          ...args,
        ],
        { env: fullEnv },
      )
    : run(file, args, { env: fullEnv });
  if (result.status !== 0) {
    throw new Error(
      `${tool} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

function majorOf(binDir: string): number {
  const result = run(path.join(binDir, 'postgres'), ['--version']);
  const match = /(\d+)(?:\.\d+)?/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : 0;
}

/** The bin directory of the newest PostgreSQL >= 15: Debian's /usr/lib/postgresql/<n>/bin, then PATH. */
function findBinDir(): string | undefined {
  const candidates: string[] = [];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, version, 'bin'));
  }
  const pgConfig = run('pg_config', ['--bindir']);
  if (pgConfig.status === 0 && pgConfig.stdout) candidates.push(pgConfig.stdout.trim());
  const onPath = run('sh', ['-c', 'command -v initdb']);
  if (onPath.status === 0 && onPath.stdout) candidates.push(path.dirname(onPath.stdout.trim()));
  return candidates.find(
    (dir) =>
      ['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(path.join(dir, tool))) &&
      majorOf(dir) >= MIN_MAJOR,
  );
}

function ensurePostgres(): string {
  const found = findBinDir();
  if (found) return found;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`PostgreSQL ${MIN_MAJOR}+ is missing; installing Debian's postgresql: ${INSTALL}`);
    const install = run(
      'sh',
      ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL.replace('-y', '-y -qq')}`],
      { stdio: 'inherit' },
    );
    const installed = install.status === 0 ? findBinDir() : undefined;
    if (installed) return installed;
  }
  console.error(
    `A PostgreSQL ${MIN_MAJOR}+ server (initdb, pg_ctl) is needed. Install it with:\n  sudo sh -c '${INSTALL}'`,
  );
  process.exit(1);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

function stopCluster(binDir: string) {
  if (!existsSync(path.join(DATA_DIR, 'postmaster.pid'))) return;
  try {
    pgTool(binDir, 'pg_ctl', ['stop', '-D', DATA_DIR, '-m', 'fast', '-w', '-t', '30']);
  } catch (error) {
    console.error((error as Error).message);
  }
}

/** Root runs the server as `postgres`, which must own the cluster folder. */
function prepareClusterDir() {
  rmSync(CLUSTER_DIR, { recursive: true, force: true });
  mkdirSync(CLUSTER_DIR, { recursive: true });
  if (isRoot) chownSync(CLUSTER_DIR, postgresUser().uid, postgresUser().gid);
  chmodSync(CLUSTER_DIR, 0o700);
}

function postgresUser(): { uid: number; gid: number } {
  const uid = run('id', ['-u', 'postgres']);
  const gid = run('id', ['-g', 'postgres']);
  if (uid.status !== 0 || gid.status !== 0) {
    console.error(
      "Running as root, but there is no `postgres` OS user to run the server as (Debian's postgresql package creates it).",
    );
    process.exit(1);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function main(): Promise<number> {
  const binDir = ensurePostgres();
  // A cluster left behind by an interrupted run still owns the port: stop it first.
  stopCluster(binDir);
  if (!(await portIsFree(PORT))) {
    console.error(
      `Port ${HOST}:${PORT} is taken by another process; free it or set WITH_POSTGRES_PORT.`,
    );
    return 1;
  }

  prepareClusterDir();
  const password = randomBytes(18).toString('base64url');
  const passwordFile = path.join(CLUSTER_DIR, 'pwfile');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot) chownSync(passwordFile, postgresUser().uid, postgresUser().gid);

  const started = Date.now();
  pgTool(binDir, 'initdb', [
    '-D',
    DATA_DIR,
    '-U',
    SUPERUSER,
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  rmSync(passwordFile, { force: true });
  const serverOptions = [
    `-c listen_addresses=${HOST}`,
    `-c port=${PORT}`,
    `-c unix_socket_directories=${CLUSTER_DIR}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=50',
  ].join(' ');
  pgTool(binDir, 'pg_ctl', [
    'start',
    '-D',
    DATA_DIR,
    '-l',
    LOG_FILE,
    '-o',
    serverOptions,
    '-w',
    '-t',
    '60',
  ]);

  let status: number;
  try {
    pgTool(binDir, 'createdb', ['-h', HOST, '-p', String(PORT), '-U', SUPERUSER, DATABASE], {
      PGPASSWORD: password,
    });
    const major = majorOf(binDir);
    console.log(
      `PostgreSQL ${major} ready on ${HOST}:${PORT} (database ${DATABASE}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const databaseUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${HOST}:${PORT}/${DATABASE}`;
    status = await new Promise<number>((resolve) => {
      const child = spawn(command[0]!, command.slice(1), {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, SUPABASE_DB_URL: databaseUrl },
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
    stopCluster(binDir);
  }
  if (status === 0) rmSync(CLUSTER_DIR, { recursive: true, force: true });
  else
    console.error(
      `The cluster is kept for inspection in ${CLUSTER_DIR} (server log: ${LOG_FILE}).`,
    );
  return status;
}

process.exit(await main());
