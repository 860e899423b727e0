import { spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A throwaway real PostgreSQL cluster (Debian's postgresql, 15 or newer) in a folder of its own:
 * initdb, start on 127.0.0.1:<port> with a random password, one database, stop, remove. Used by
 * scripts/with-postgres.ts (tests) and scripts/crash-check.ts (which also kills it and starts it
 * again on the same data to prove the WAL). As root, the tools run as the `postgres` OS user
 * (initdb refuses root); Debian's postgresql is installed when missing and we are root.
 */
const HOST = '127.0.0.1';
const DATABASE = 'perfete';
const SUPERUSER = 'postgres';
const MIN_MAJOR = 15;
const INSTALL = 'apt-get update && apt-get install -y postgresql';

const isRoot = process.getuid?.() === 0;

export interface ClusterOptions {
  /** The cluster's folder (data/ and postgres.log inside); wiped on start. */
  dir: string;
  port: number;
  /**
   * Durable: PostgreSQL's defaults (fsync, synchronous commit, full page writes), so an
   * acknowledged commit survives a crash. Off (tests): none of the three, which is faster and
   * loses nothing unless the server itself dies.
   */
  durable?: boolean;
}

export interface Cluster {
  /** postgres://… for the cluster's database. */
  url: string;
  major: number;
  logFile: string;
  /** The postmaster's process id (from postmaster.pid), while it runs. */
  pid: () => number | undefined;
  /** pg_ctl start on the existing data (after a crash: PostgreSQL's own recovery from the WAL). */
  start: () => void;
  /** pg_ctl stop -m fast (no-op when it is not running). */
  stop: () => void;
  /** stop, then delete the folder. */
  remove: () => void;
}

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

/** PostgreSQL's bin directory, installing Debian's postgresql when missing and we are root. */
export function ensurePostgres(): string {
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
  throw new Error(
    `A PostgreSQL ${MIN_MAJOR}+ server (initdb, pg_ctl) is needed. Install it with:\n  sudo sh -c '${INSTALL}'`,
  );
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

function postgresUser(): { uid: number; gid: number } {
  const uid = run('id', ['-u', 'postgres']);
  const gid = run('id', ['-g', 'postgres']);
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error(
      "Running as root, but there is no `postgres` OS user to run the server as (Debian's postgresql package creates it).",
    );
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Root runs the server as `postgres`, which must own the cluster folder. */
function prepareClusterDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (isRoot) chownSync(dir, postgresUser().uid, postgresUser().gid);
  chmodSync(dir, 0o700);
}

/** initdb's a fresh cluster in `dir`, starts it and creates the database. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = path.resolve(options.dir);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const binDir = ensurePostgres();

  const pid = () => {
    const file = path.join(dataDir, 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const value = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const stop = () => {
    if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
    try {
      pgTool(binDir, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
    } catch (error) {
      console.error((error as Error).message);
    }
  };
  const serverOptions = [
    `-c listen_addresses=${HOST}`,
    `-c port=${options.port}`,
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=50',
    ...(options.durable
      ? []
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const start = () => {
    pgTool(binDir, 'pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      serverOptions,
      '-w',
      '-t',
      '60',
    ]);
  };

  // A cluster left behind by an interrupted run still owns the port: stop it first.
  stop();
  if (!(await portIsFree(options.port)))
    throw new Error(
      `Port ${HOST}:${options.port} is taken by another process; free it or choose another port.`,
    );

  prepareClusterDir(dir);
  const password = randomBytes(18).toString('base64url');
  const passwordFile = path.join(dir, 'pwfile');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (isRoot) chownSync(passwordFile, postgresUser().uid, postgresUser().gid);
  pgTool(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    SUPERUSER,
    `--pwfile=${passwordFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    ...(options.durable ? [] : ['--no-sync']),
  ]);
  rmSync(passwordFile, { force: true });
  start();
  try {
    pgTool(
      binDir,
      'createdb',
      ['-h', HOST, '-p', String(options.port), '-U', SUPERUSER, DATABASE],
      {
        PGPASSWORD: password,
      },
    );
  } catch (error) {
    stop();
    throw error;
  }

  return {
    url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@${HOST}:${options.port}/${DATABASE}`,
    major: majorOf(binDir),
    logFile,
    pid,
    start,
    stop,
    remove: () => {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
