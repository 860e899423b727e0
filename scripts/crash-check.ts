import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { startCluster, type Cluster } from './lib/postgres-cluster.ts';

/**
 * `npm run crash:check`: no acknowledged write is lost when the local stack dies.
 *
 * For each engine (PGlite, then a real PostgreSQL): start a fresh, migrated stack in a child
 * process; send a bounded burst of contact messages as an anonymous visitor (the site's own
 * write: POST /rest/v1/contact_messages, 201 = acknowledged), CONCURRENCY at a time; once
 * KILL_AFTER are acknowledged, SIGKILL the stack (on PostgreSQL, the whole PostgreSQL server
 * too: its WAL is what must bring the rows back); start both again on the same data; then read
 * back, with the secret key, every message the burst sent and check each acknowledged one is
 * there. Prints the figures; exits 1 when anything acknowledged is missing, when the stack
 * answered a valid write with anything but 201, or when a step fails. CRASH_JSON_OUTPUT=<file>
 * writes the passed/failed counts (one test per engine) for scripts/test.ts.
 * The PostgreSQL server runs with its durable defaults (fsync, synchronous commit), unlike the
 * test cluster of scripts/with-postgres.ts, which trades them for speed: CRASH_PG_DURABLE=0 runs
 * it with those settings, and the check then fails (a few acknowledged writes lost with
 * synchronous_commit off), which shows that it can.
 *
 * Everything lives under supabase/.temp/crash-* and on ports 54485-54487 (CRASH_PORT_BASE), and
 * is removed at the end, also on failure. CRASH_ENGINES=PGlite (or PostgreSQL) runs one leg only;
 * CRASH_BURST and CRASH_KILL_AFTER change the burst. `node scripts/crash-check.ts --serve` is the
 * child.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const PORT_BASE = Number(process.env.CRASH_PORT_BASE ?? 54485);
const BURST = Number(process.env.CRASH_BURST ?? 400);
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? 150);
const CONCURRENCY = 8;
const START_TIMEOUT_MS = 120_000;
const MARK = 'crash-check';

/** The child: the local stack on CRASH_PORT over CRASH_DATA_DIR (and SUPABASE_DB_URL), unseeded. */
async function serve() {
  const { startLocalStack } = await import('../supabase/local/stack.ts');
  const stack = await startLocalStack({
    port: Number(process.env.CRASH_PORT),
    dataDir: process.env.CRASH_DATA_DIR,
    databaseUrl: process.env.SUPABASE_DB_URL || undefined,
    reset: process.env.CRASH_RESET === '1',
    seed: false,
    mailbox: false,
    log: () => {},
  });
  process.once('SIGTERM', () => void stack.stop().finally(() => process.exit(0)));
}

interface Leg {
  engine: 'PGlite' | 'PostgreSQL';
  sent: number;
  acknowledged: number;
  /** Answered, but not 201: a valid write the stack refused (a bug, whatever the crash). */
  refused: number;
  present: number;
  lost: number;
  /** Committed but not acknowledged (in flight when the stack died): allowed either way. */
  unacknowledgedPresent: number;
  firstStartS: number;
  restartS: number;
  writesAfterRestart: boolean;
}

class StackProcess {
  child: ChildProcess | undefined;
  readonly url: string;
  private readonly env: NodeJS.ProcessEnv;
  constructor(url: string, env: NodeJS.ProcessEnv) {
    this.url = url;
    this.env = env;
  }

  async start(reset: boolean): Promise<number> {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/crash-check.ts'), '--serve'], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, CRASH_RESET: reset ? '1' : '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(new Error(`the stack exited (${code ?? signal}) before it answered`)),
      ),
    );
    exited.catch(() => {});
    const deadline = Date.now() + START_TIMEOUT_MS;
    const ready = (async () => {
      while (!(await this.answers())) {
        if (Date.now() > deadline) throw new Error(`the stack did not answer on ${this.url}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.race([ready, exited]);
    return (performance.now() - started) / 1000;
  }

  private async answers(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/auth/v1/health`, {
        headers: { apikey: LOCAL_PUBLISHABLE_KEY },
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  /** SIGKILL, and wait until the process is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  }
}

function contactMessage(n: number) {
  return {
    name: 'Crash Check',
    // One sender per message: the database throttles contact messages per email and hour.
    email: `crash.check+${n}.${randomUUID().slice(0, 8)}@example.com`,
    subject: `${MARK} ${n} ${randomUUID()}`,
    message: `Message ${n} of a burst that the stack dies in the middle of.`,
  };
}

type Outcome = 'acknowledged' | 'refused' | 'dropped';

async function send(url: string, body: object): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_PUBLISHABLE_KEY,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(body),
    });
    await response.body?.cancel();
    if (response.status === 201) return 'acknowledged';
    console.error(`A write was refused: ${response.status}`);
    return 'refused';
  } catch {
    return 'dropped'; // the connection died with the stack: not acknowledged
  }
}

/** Every message of the burst the database holds, read with the secret key. */
async function storedSubjects(url: string): Promise<Set<string>> {
  const response = await fetch(
    `${url}/rest/v1/contact_messages?select=subject&subject=like.${encodeURIComponent(`${MARK} *`)}`,
    { headers: { apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` } },
  );
  if (!response.ok) throw new Error(`reading the messages back: ${response.status}`);
  const rows = (await response.json()) as { subject: string }[];
  return new Set(rows.map((row) => row.subject));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGKILL the PostgreSQL server and every backend (pg_ctl starts it in a session of its own). */
async function killPostgres(cluster: Cluster): Promise<void> {
  const pid = cluster.pid();
  if (!pid) throw new Error('PostgreSQL is not running');
  process.kill(-pid, 'SIGKILL');
  while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** What an interrupted run (Ctrl-C, a CI timeout) must still stop and remove. */
let cleanUp: (() => Promise<void>) | undefined;

async function runLeg(engine: Leg['engine']): Promise<Leg> {
  const offset = engine === 'PGlite' ? 0 : 1;
  const dataDir = path.join(ROOT, `supabase/.temp/crash-${engine.toLowerCase()}`);
  const clusterDir = path.join(ROOT, 'supabase/.temp/crash-pg-cluster');
  rmSync(dataDir, { recursive: true, force: true });
  let cluster: Cluster | undefined;
  let stack: StackProcess | undefined;
  cleanUp = async () => {
    await stack?.stop();
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (engine === 'PostgreSQL')
      cluster = await startCluster({
        dir: clusterDir,
        port: PORT_BASE + 2,
        durable: process.env.CRASH_PG_DURABLE !== '0',
      });
    const port = PORT_BASE + offset;
    stack = new StackProcess(`http://127.0.0.1:${port}`, {
      CRASH_PORT: String(port),
      CRASH_DATA_DIR: dataDir,
      SUPABASE_DB_URL: cluster?.url ?? '',
    });
    const firstStartS = await stack.start(true);

    // The burst: CONCURRENCY senders share a counter; the one whose acknowledgement reaches
    // KILL_AFTER kills the stack (and PostgreSQL) while the others are mid-request.
    const acknowledged = new Set<string>();
    const sentSubjects: string[] = [];
    let refused = 0;
    let next = 0;
    let killing: Promise<void> | undefined;
    const sender = async () => {
      while (next < BURST && !killing) {
        const message = contactMessage(next);
        next += 1;
        sentSubjects.push(message.subject);
        const outcome = await send(stack!.url, message);
        if (outcome === 'acknowledged') acknowledged.add(message.subject);
        if (outcome === 'refused') refused += 1;
        if (acknowledged.size >= KILL_AFTER && !killing)
          killing = Promise.all([stack!.kill(), cluster ? killPostgres(cluster) : undefined]).then(
            () => undefined,
          );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    if (!killing) throw new Error(`the burst ended before ${KILL_AFTER} acknowledged writes`);
    await killing;

    const restarted = performance.now();
    cluster?.start();
    await stack.start(false);
    const restartS = (performance.now() - restarted) / 1000;

    const stored = await storedSubjects(stack.url);
    const present = [...acknowledged].filter((subject) => stored.has(subject)).length;
    const unacknowledgedPresent = sentSubjects.filter(
      (subject) => !acknowledged.has(subject) && stored.has(subject),
    ).length;
    const writesAfterRestart =
      (await send(stack.url, contactMessage(BURST + 1))) === 'acknowledged';
    return {
      engine,
      sent: sentSubjects.length,
      acknowledged: acknowledged.size,
      refused,
      present,
      lost: acknowledged.size - present,
      unacknowledgedPresent,
      firstStartS,
      restartS,
      writesAfterRestart,
    };
  } finally {
    await cleanUp();
    cleanUp = undefined;
  }
}

async function main(): Promise<number> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      void (cleanUp?.() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  const started = performance.now();
  const legs: Leg[] = [];
  const problems: string[] = [];
  const engines = (['PGlite', 'PostgreSQL'] as const).filter(
    (engine) => !process.env.CRASH_ENGINES || process.env.CRASH_ENGINES.includes(engine),
  );
  for (const engine of engines) {
    try {
      const leg = await runLeg(engine);
      legs.push(leg);
      if (leg.lost > 0 || leg.refused > 0 || !leg.writesAfterRestart)
        problems.push(
          `${engine} lost ${leg.lost} acknowledged write(s), refused ${leg.refused}${leg.writesAfterRestart ? '' : ', took no write after restarting'}`,
        );
    } catch (error) {
      problems.push(`${engine}: ${(error as Error).message}`);
    }
  }
  console.log(
    `\nCrash check: a burst of ${BURST} anonymous contact messages, ${CONCURRENCY} at a time; SIGKILL after ${KILL_AFTER} acknowledged (201).`,
  );
  console.table(
    legs.map((leg) => ({
      engine: leg.engine,
      sent: leg.sent,
      acknowledged: leg.acknowledged,
      refused: leg.refused,
      'present after restart': leg.present,
      lost: leg.lost,
      'in flight, kept': leg.unacknowledgedPresent,
      'first start (s)': leg.firstStartS.toFixed(1),
      'restart (s)': leg.restartS.toFixed(1),
      'writes after restart': leg.writesAfterRestart ? 'yes' : 'NO',
    })),
  );
  console.log(
    problems.length === 0
      ? `No acknowledged write lost on ${engines.join(' or ')} (${((performance.now() - started) / 1000).toFixed(0)} s).`
      : `FAILED: ${problems.join('; ')}`,
  );
  // For scripts/test.ts: one test per engine, in the shape of Vitest's JSON report.
  if (process.env.CRASH_JSON_OUTPUT)
    writeFileSync(
      process.env.CRASH_JSON_OUTPUT,
      JSON.stringify({
        numPassedTests: engines.length - problems.length,
        numFailedTests: problems.length,
      }),
    );
  return problems.length === 0 ? 0 : 1;
}

// Last, once every class and constant above is initialised.
if (process.argv.includes('--serve')) await serve();
else process.exit(await main());
