import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDeliveryHandler } from '../supabase/functions/deliver-notifications/handler.ts';
import { LOCAL_SENDER, startDeliverySchedule } from '../supabase/local/functions.ts';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../supabase/local/keys.ts';
import { listEmails } from '../supabase/local/mailbox-client.ts';
import { startMailbox, type Mailbox } from '../supabase/local/mailbox.ts';
import { startCluster, type Cluster } from './lib/postgres-cluster.ts';

/**
 * `npm run crash:check`: no acknowledged write is lost when the local stack dies, and every
 * acknowledged inquiry's emails are delivered exactly once.
 *
 * For each engine (PGlite, then a real PostgreSQL): start a fresh, migrated stack in a child
 * process, with LISTINGS published listings; start a mailbox (MailDev, over SMTP) and the
 * delivery function's schedule in this process, beside the stack, as the hosted Edge runtime
 * lives beside the database; send a bounded burst of inquiries as anonymous couples (the site's
 * own write: POST /rest/v1/inquiries, 201 = acknowledged), CONCURRENCY at a time; once
 * KILL_AFTER are acknowledged, SIGKILL the stack (on PostgreSQL, the whole PostgreSQL server
 * too: its WAL is what must bring the rows back) while the worker is sending; start both again on
 * the same data; then read back, with the secret key, every inquiry the burst sent and check each
 * acknowledged one is there, and wait until the outbox has delivered: each inquiry that is
 * stored has its vendor's email and the couple's copy in the mailbox exactly once (counted by
 * Message-ID, the outbox row's id). Prints the figures; exits 1 when anything acknowledged is
 * missing, an email is missing or doubled, the stack answered a valid write with anything but
 * 201, or a step fails. CRASH_JSON_OUTPUT=<file> writes the passed/failed counts (one test per
 * engine) for scripts/test.ts.
 * The PostgreSQL server runs with its durable defaults (fsync, synchronous commit), unlike the
 * test cluster of scripts/with-postgres.ts, which trades them for speed: CRASH_PG_DURABLE=0 runs
 * it with those settings, and the check then fails (a few acknowledged writes lost with
 * synchronous_commit off), which shows that it can.
 *
 * Everything lives under supabase/.temp/crash-* and on ports 24485-24491 (CRASH_PORT_BASE), and
 * is removed at the end, also on failure. The ports sit below Linux's ephemeral range
 * (32768-60999): on 54485+ a CI run failed with EADDRINUSE when one of the thousands of outgoing
 * connections the suite makes had been given the port the PostgreSQL leg's stack was about to take. CRASH_ENGINES=PGlite (or PostgreSQL) runs one leg only;
 * CRASH_BURST and CRASH_KILL_AFTER change the burst. `node scripts/crash-check.ts --serve` is the
 * child.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const PORT_BASE = Number(process.env.CRASH_PORT_BASE ?? 24485);
const BURST = Number(process.env.CRASH_BURST ?? 400);
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? 150);
const CONCURRENCY = 8;
const START_TIMEOUT_MS = 120_000;
const MARK = 'crash-check';
/** Inquiries spread over this many listings, below the per-listing hourly throttle. */
const LISTINGS = 20;
const PHOTOGRAPHY = (
  JSON.parse(readFileSync(path.join(ROOT, 'supabase/reference-ids.json'), 'utf8')) as {
    businessCategories: Record<string, string>;
  }
).businessCategories.photography!;
/** How long the outbox may take to deliver everything after the restart. */
const DELIVERY_TIMEOUT_MS = 180_000;
/**
 * The worker's lease and mark retries: a mark cut off by the kill is retried until the stack is
 * back (markRetryMs), and a claim whose answer was lost is handed out again once its lease ends.
 */
const WORKER_TUNING = { leaseSeconds: 15, markRetryMs: 90_000, budgetMs: 10_000 };
const DELIVERY_INTERVAL_MS = 500;

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
  /** Two per stored inquiry of the burst: the vendor's email and the couple's copy. */
  emailsExpected: number;
  deliveredOnce: number;
  emailsMissing: number;
  emailsDoubled: number;
  deliveredAfterRestartS: number;
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

function inquiry(n: number, listingIds: readonly string[]) {
  return {
    listing_id: listingIds[n % listingIds.length],
    name: 'Crash Check',
    // One couple (one mailbox) per inquiry: the database throttles inquiries per sender and hour,
    // and the mail gate counts emails per mailbox, a +tag not making another one (issue #40).
    email: `crash.check.${n}.${randomUUID().slice(0, 8)}@example.com`,
    message: `${MARK} ${n} ${randomUUID()}: a burst that the stack dies in the middle of.`,
  };
}

type Outcome = 'acknowledged' | 'refused' | 'dropped';

const serviceHeaders = {
  apikey: LOCAL_SECRET_KEY,
  authorization: `Bearer ${LOCAL_SECRET_KEY}`,
  'content-type': 'application/json',
};

async function send(url: string, body: object): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/rest/v1/inquiries`, {
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

/** The published listings the burst writes to, each with its own contact address. */
async function createListings(url: string): Promise<string[]> {
  const rows = Array.from({ length: LISTINGS }, (_, n) => ({
    name: `Crash Check Studio ${n}`,
    url_name: `crash-check-${n}`,
    business_category_id: PHOTOGRAPHY,
    status: 'published',
    contact_email: `vendor.${n}@crash.example`,
  }));
  const response = await fetch(`${url}/rest/v1/listings?select=id`, {
    method: 'POST',
    headers: { ...serviceHeaders, prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`creating the listings: ${response.status}`);
  return ((await response.json()) as { id: string }[]).map((row) => row.id);
}

/** Every inquiry of the burst the database holds (message → id), read with the secret key. */
async function storedInquiries(url: string): Promise<Map<string, string>> {
  const response = await fetch(
    `${url}/rest/v1/inquiries?select=id,message&message=like.${encodeURIComponent(`${MARK} *`)}`,
    { headers: serviceHeaders },
  );
  if (!response.ok) throw new Error(`reading the inquiries back: ${response.status}`);
  const rows = (await response.json()) as { id: string; message: string }[];
  return new Map(rows.map((row) => [row.message, row.id]));
}

interface OutboxRow {
  id: string;
  status: string;
  inquiry_id: string;
}

/** The inquiries' emails in the outbox, read with the secret key (a page at a time). */
async function inquiryEmails(url: string): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = [];
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(
      `${url}/rest/v1/outbox?select=id,status,inquiry_id:data->>inquiry_id&kind=in.(inquiry_received,inquiry_copy)&order=id&offset=${offset}&limit=1000`,
      { headers: serviceHeaders },
    );
    if (!response.ok) throw new Error(`reading the outbox: ${response.status}`);
    const page = (await response.json()) as OutboxRow[];
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

/** Waits until every email of the stored inquiries is marked sent (or the time is up). */
async function waitForDelivery(url: string, inquiryIds: ReadonlySet<string>): Promise<OutboxRow[]> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const rows = (await inquiryEmails(url)).filter((row) => inquiryIds.has(row.inquiry_id));
    const done = rows.length >= inquiryIds.size * 2 && rows.every((row) => row.status === 'sent');
    if (done || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** How many copies of each Message-ID the mailbox caught. */
async function copiesByMessageId(mailboxUrl: string): Promise<Map<string, number>> {
  const copies = new Map<string, number>();
  for (const email of (await listEmails(mailboxUrl)) as { headers?: Record<string, string> }[]) {
    const id = email.headers?.['message-id'] ?? '';
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return copies;
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
  const mailDir = path.join(ROOT, `supabase/.temp/crash-mail-${engine.toLowerCase()}`);
  const clusterDir = path.join(ROOT, 'supabase/.temp/crash-pg-cluster');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  let cluster: Cluster | undefined;
  let stack: StackProcess | undefined;
  let mailbox: Mailbox | undefined;
  let stopSchedule: (() => Promise<void>) | undefined;
  cleanUp = async () => {
    await stopSchedule?.();
    await stack?.stop();
    await mailbox?.stop();
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
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
    const listingIds = await createListings(stack.url);

    // The mailbox and the delivery worker live in this process: the kill takes the database
    // and its API, not the Edge runtime (nor the mail provider), as on the hosted platform.
    mailbox = await startMailbox({
      host: '127.0.0.1',
      webPort: PORT_BASE + 3 + offset * 2,
      smtpPort: PORT_BASE + 4 + offset * 2,
      directory: mailDir,
      maxEmails: (BURST + 2) * 2 + 10,
    });
    const deliver = createDeliveryHandler({
      supabaseUrl: stack.url,
      serviceKey: LOCAL_SECRET_KEY,
      cronSecret: LOCAL_SECRET_KEY,
      siteUrl: 'http://localhost:5173',
      from: LOCAL_SENDER,
      smtp: { host: '127.0.0.1', port: mailbox.smtpPort },
      tuning: WORKER_TUNING,
    });
    stopSchedule = startDeliverySchedule({
      intervalMs: DELIVERY_INTERVAL_MS,
      invoke: () =>
        deliver(
          new Request(`${stack!.url}/functions/v1/deliver-notifications`, {
            method: 'POST',
            headers: { authorization: `Bearer ${LOCAL_SECRET_KEY}` },
          }),
        ),
    });

    // The burst: CONCURRENCY senders share a counter; the one whose acknowledgement reaches
    // KILL_AFTER kills the stack (and PostgreSQL) while the others are mid-request.
    const acknowledged = new Set<string>();
    const sentMessages: string[] = [];
    let refused = 0;
    let next = 0;
    let killing: Promise<void> | undefined;
    const sender = async () => {
      while (next < BURST && !killing) {
        const body = inquiry(next, listingIds);
        next += 1;
        sentMessages.push(body.message);
        const outcome = await send(stack!.url, body);
        if (outcome === 'acknowledged') acknowledged.add(body.message);
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

    const stored = await storedInquiries(stack.url);
    const present = [...acknowledged].filter((message) => stored.has(message)).length;
    const unacknowledgedPresent = sentMessages.filter(
      (message) => !acknowledged.has(message) && stored.has(message),
    ).length;
    const writesAfterRestart =
      (await send(stack.url, inquiry(BURST + 1, listingIds))) === 'acknowledged';

    // Every stored inquiry of the burst (acknowledged or in flight and kept) has its two emails,
    // each delivered exactly once.
    const inquiryIds = new Set(stored.values());
    const emails = await waitForDelivery(stack.url, inquiryIds);
    const deliveredAfterRestartS = (performance.now() - restarted) / 1000;
    const copies = await copiesByMessageId(mailbox.url);
    const counts = emails.map((row) => copies.get(`<${row.id}@perfete.local>`) ?? 0);
    const emailsExpected = inquiryIds.size * 2;
    const deliveredOnce = counts.filter((count) => count === 1).length;
    return {
      engine,
      sent: sentMessages.length,
      acknowledged: acknowledged.size,
      refused,
      present,
      lost: acknowledged.size - present,
      unacknowledgedPresent,
      firstStartS,
      restartS,
      writesAfterRestart,
      emailsExpected,
      deliveredOnce,
      emailsMissing: emailsExpected - emails.length + counts.filter((count) => count === 0).length,
      emailsDoubled: counts.filter((count) => count > 1).length,
      deliveredAfterRestartS,
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
      if (
        leg.lost > 0 ||
        leg.refused > 0 ||
        !leg.writesAfterRestart ||
        leg.emailsMissing > 0 ||
        leg.emailsDoubled > 0 ||
        leg.deliveredOnce !== leg.emailsExpected
      )
        problems.push(
          `${engine} lost ${leg.lost} acknowledged write(s), refused ${leg.refused}, ` +
            `${leg.emailsMissing} email(s) missing, ${leg.emailsDoubled} sent twice` +
            `${leg.writesAfterRestart ? '' : ', took no write after restarting'}`,
        );
    } catch (error) {
      problems.push(`${engine}: ${(error as Error).message}`);
    }
  }
  console.log(
    `\nCrash check: a burst of ${BURST} anonymous inquiries, ${CONCURRENCY} at a time, delivered as they arrive; SIGKILL after ${KILL_AFTER} acknowledged (201).`,
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
      'emails expected': leg.emailsExpected,
      'delivered once': leg.deliveredOnce,
      'emails missing': leg.emailsMissing,
      'sent twice': leg.emailsDoubled,
      'all delivered after restart (s)': leg.deliveredAfterRestartS.toFixed(1),
    })),
  );
  console.log(
    problems.length === 0
      ? `No acknowledged write lost, every email delivered once, on ${engines.join(' and ')} (${((performance.now() - started) / 1000).toFixed(0)} s).`
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
