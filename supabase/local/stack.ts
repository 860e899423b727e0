import './lite-env.ts';
import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Kysely } from 'kysely';
import { App, SmtpEmailDriver } from '@supabase/lite';
import { applyPendingMigrations } from '@supabase/lite/cli';
import { createPgliteConnection } from '@supabase/lite/pglite';
import { createPostgresConnection } from '@supabase/lite/postgres';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DEFAULT_HOST, LOCAL_JWT_SECRET, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './keys.ts';
import { keepColumnPrivileges } from './column-privileges.ts';
import { installSiteMailer } from './auth-mailer.ts';
import { withCompression } from './compression.ts';
import {
  functionName,
  invokeOverHttp,
  LOCAL_SWEEP_INTERVAL_MS,
  LOCAL_SEND_EMAIL_HOOK_SECRET,
  localFunctions,
  startDeliverySchedule,
  type FunctionHandler,
} from './functions.ts';
import { MAILBOX_SMTP_OFFSET, MAILBOX_WEB_OFFSET, startMailbox, type Mailbox } from './mailbox.ts';
import { asPostgrestError, recordDatabaseErrors, withErrorRecord } from './postgrest-errors.ts';
import {
  batchSessionContext,
  ROLE_SETTINGS_SQL,
  roleSettingsFrom,
  withClientAddress,
} from './session-context.ts';
import { answerAlike, installAuthAlike } from './auth-alike.ts';
import { listenerOf, startRealtime } from './realtime.ts';
import {
  downloadContext,
  RangeFilesystemStorageAdapter,
  type DownloadContext,
} from './storage-adapter.ts';
import { guardUpload, uploadBucket, withNoSniff } from './upload-guard.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'supabase/.temp/data');
const SEED_FILE = path.join(REPO_ROOT, 'supabase/seed.sql');
const SEED_SCRIPT = path.join(REPO_ROOT, 'supabase/seed/index.ts');
const PLATFORM_SHIM = path.join(REPO_ROOT, 'supabase/local/platform-shim.sql');
const POSTGRES_AUTH_SHIM = path.join(REPO_ROOT, 'supabase/local/postgres-auth-shim.sql');
const REALTIME_SHIM = path.join(REPO_ROOT, 'supabase/local/realtime-shim.sql');

export interface StackOptions {
  /** Folder for the PGlite database and the storage files (git-ignored). */
  dataDir?: string;
  /** A postgres:// URL to use a real PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /**
   * Build the schema from these SQL files, in this order, instead of applying supabase/migrations:
   * the declarative schema (supabase/schemas/), compared with the migrated one by db:diff and the
   * check in `npm test`. Function bodies are checked once every file is in (a function may name a
   * table a later file creates).
   */
  schemaFiles?: string[];
  /** Wipe the data folder (and, with databaseUrl, the public schema) before starting. */
  reset?: boolean;
  /** Apply supabase/seed.sql and the demo media on a freshly migrated database. Default true. */
  seed?: boolean;
  port?: number;
  host?: string;
  /** The site the auth emails link to (default the dev server, http://localhost:5173). */
  siteUrl?: string;
  /** Start the local mailbox (port + 3 web, + 4 SMTP) and send auth email to it. Default true. */
  mailbox?: boolean;
  /**
   * Lite's debugging surfaces, for local debugging only: its studio page at `/`, the `/_system`
   * endpoints (config, schema, row counts, the data path) and admin mode (a key-less request
   * from this machine runs as service_role, past RLS). Off by default, as on hosted Supabase,
   * where they answer 404; default true when the environment sets LITE_STUDIO=1.
   */
  studio?: boolean;
  /**
   * Run the delivery function every second, as pg_cron runs it on the hosted project. Default
   * true (with a mailbox); SUPABASE_FUNCTION_SCHEDULE=off leaves it to the caller, who then
   * POSTs /functions/v1/deliver-notifications itself (the integration tests, to decide when).
   */
  schedule?: boolean;
  log?: (message: string) => void;
}

/** What supabase/seed/index.ts receives: the running stack's URL, its keys and raw SQL. */
export interface SeedOptions {
  url: string;
  publishableKey: string;
  serviceKey: string;
  sql: (statement: string) => Promise<void>;
  log: (message: string) => void;
}

export interface LocalStack {
  app: App;
  url: string;
  /** The web mailbox catching the stack's auth email (null when started without one). */
  mailboxUrl: string | null;
  /** Runs raw SQL as the database owner (seeding, test set-up); never exposed over HTTP. */
  sql: (statement: string) => Promise<void>;
  /** One read-only statement as the database owner, returning its rows (type generation, checks). */
  query: <Row = Record<string, unknown>>(statement: string) => Promise<Row[]>;
  stop: () => Promise<void>;
}

type Connection =
  | Awaited<ReturnType<typeof createPgliteConnection>>
  | Awaited<ReturnType<typeof createPostgresConnection>>;

async function connect(options: StackOptions, dataDir: string): Promise<Connection> {
  // lite's own NOTICEs (idempotent DDL) would otherwise flood the console on every start.
  if (options.databaseUrl)
    return createPostgresConnection({
      url: options.databaseUrl,
      postgresOptions: { onnotice: () => {} },
    });
  await fs.mkdir(dataDir, { recursive: true });
  // PGlite loads only the extensions it is handed; the migrations create pg_trgm and unaccent
  // (the site search, 20261130010000), which a real PostgreSQL and hosted Supabase ship.
  return createPgliteConnection({
    url: path.join(dataDir, 'db'),
    pgliteOptions: { extensions: { pg_trgm, unaccent } },
  });
}

function rawQuery(connection: Connection) {
  return async <Row>(statement: string): Promise<Row[]> => {
    const driver = connection.driver as unknown as {
      query?: (sql: string) => Promise<{ rows: Row[] }>;
      unsafe?: (sql: string) => Promise<Row[]>;
    };
    if (typeof driver.query === 'function') return (await driver.query(statement)).rows;
    if (typeof driver.unsafe === 'function') return [...(await driver.unsafe(statement))];
    throw new Error('This database driver cannot run raw SQL');
  };
}

function rawSql(connection: Connection): (statement: string) => Promise<void> {
  return async (statement) => {
    const driver = connection.driver as unknown as {
      exec?: (sql: string) => Promise<unknown>;
      unsafe?: (sql: string) => Promise<unknown>;
    };
    if (typeof driver.exec === 'function') await driver.exec(statement);
    else if (typeof driver.unsafe === 'function') await driver.unsafe(statement);
    else throw new Error('This database driver cannot run raw SQL');
  };
}

// One sender for every email (supabase/local/functions.ts, LOCAL_SENDER).
const EMAIL_SENDER_NAME = 'Perféte';
const EMAIL_SENDER_ADDRESS = 'notifications@perfete.local';
const TEMPLATES = path.join(REPO_ROOT, 'supabase/templates');

/** supabase/config.toml's [auth.email.template.*]: each auth email's subject and template. */
const AUTH_EMAIL_TEMPLATES = {
  confirmation: {
    subject: 'Confirm your email for Perféte',
    content_path: path.join(TEMPLATES, 'confirmation.html'),
  },
  recovery: {
    subject: 'Reset your Perféte password',
    content_path: path.join(TEMPLATES, 'recovery.html'),
  },
  email_change: {
    subject: 'Confirm your new email for Perféte',
    content_path: path.join(TEMPLATES, 'email-change.html'),
  },
  magic_link: {
    subject: 'Sign in to Perféte',
    content_path: path.join(TEMPLATES, 'magic-link.html'),
  },
  reauthentication: {
    subject: 'Your Perféte confirmation code',
    content_path: path.join(TEMPLATES, 'reauthentication.html'),
  },
};

/**
 * supabase/config.toml's [auth] for this stack (keep the two together). Differences, on purpose:
 * `max_frequency` is 1 s here (hosted: 60 s between emails to one address), so tests can ask for
 * a link again at once; `double_confirm_changes` is off here because lite's secure mode mails only
 * the current address, while hosted mails both: off, the new address gets the confirmation, the
 * half of the hosted flow a person sees at the new address.
 */
const AUTH_CONFIG = (siteUrl: string) => ({
  enabled: true,
  jwt_secret: LOCAL_JWT_SECRET,
  publishable_key: LOCAL_PUBLISHABLE_KEY,
  secret_key: LOCAL_SECRET_KEY,
  site_url: siteUrl,
  additional_redirect_urls: [
    'http://localhost:5173/**',
    'http://127.0.0.1:5173/**',
    'http://localhost:4173/**',
    'http://127.0.0.1:4173/**',
  ],
  minimum_password_length: 10,
  password_requirements: 'letters_digits',
  email: {
    enable_signup: true,
    enable_confirmations: true,
    double_confirm_changes: false,
    secure_password_change: true,
    max_frequency: '1s',
    otp_length: 6,
    otp_expiry: 3600,
    // lite validates the kinds it knows, which leave out reauthentication (the SiteMailer has it).
    template: {
      confirmation: AUTH_EMAIL_TEMPLATES.confirmation,
      recovery: AUTH_EMAIL_TEMPLATES.recovery,
      email_change: AUTH_EMAIL_TEMPLATES.email_change,
      magic_link: AUTH_EMAIL_TEMPLATES.magic_link,
    },
  },
});

/** The site the emails link to: the dev server, unless a stack serves another build (e2e). */
export const DEFAULT_SITE_URL = 'http://localhost:5173';

/** Clears a real PostgreSQL database the way `supabase db reset` would, before migrations rerun. */
const RESET_POSTGRES_SQL = `
  drop schema if exists public cascade;
  create schema public;
  grant usage on schema public to anon, authenticated, service_role;
  drop schema if exists supabase_migrations cascade;
  do $$
  declare policy record;
  begin
    -- on a brand-new database lite has not created storage yet
    if to_regclass('storage.objects') is not null then
      for policy in select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' loop
        execute format('drop policy %I on storage.objects', policy.policyname);
      end loop;
      delete from storage.objects;
      delete from storage.buckets;
    end if;
    if to_regclass('auth.users') is not null then
      delete from auth.users;
    end if;
    -- the realtime schema is the platform's (realtime-shim.sql): its policies are the migrations'
    if to_regclass('realtime.messages') is not null then
      for policy in select policyname from pg_policies where schemaname = 'realtime' and tablename = 'messages' loop
        execute format('drop policy %I on realtime.messages', policy.policyname);
      end loop;
      delete from realtime.messages;
    end if;
  end $$;
`;

/**
 * Boots the local Supabase-compatible stack: @supabase/lite (PostgREST, Auth, Storage) on PGlite
 * or a real PostgreSQL, migrated from supabase/migrations and seeded on first start.
 * Admin mode (key-less loopback requests as service_role), the studio page and the `/_system`
 * endpoints are off unless `studio` (LITE_STUDIO=1) asks for them, so every request goes through
 * the same keys and RLS, and meets the same surface, as on the hosted platform.
 */
export async function startLocalStack(options: StackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? ((message: string) => console.log(message));
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const exitCodeAtStart = process.exitCode;
  if (options.reset) await fs.rm(dataDir, { recursive: true, force: true });
  // lite resolves supabase/migrations against the working directory.
  if (process.cwd() !== REPO_ROOT) process.chdir(REPO_ROOT);

  const studio = options.studio ?? process.env.LITE_STUDIO === '1';
  const connection = await connect(options, dataDir);
  recordDatabaseErrors(connection);
  const useRoleSettings = batchSessionContext(connection);
  const host = options.host ?? DEFAULT_HOST;
  const requestedPort = options.port ?? 0;
  const mailbox: Mailbox | null =
    options.mailbox === false || requestedPort === 0
      ? null
      : await startMailbox({
          host,
          webPort: requestedPort + MAILBOX_WEB_OFFSET,
          smtpPort: requestedPort + MAILBOX_SMTP_OFFSET,
          directory: path.join(dataDir, 'mail'),
        });
  const auth = AUTH_CONFIG(options.siteUrl ?? DEFAULT_SITE_URL);
  const app = new App({
    connection,
    auth,
    storage: { enabled: true, file_size_limit: '50MiB' },
    studio: { enabled: studio },
    options: {
      server: { admin: studio },
      drivers: mailbox
        ? {
            // Real SMTP to the local catcher, without credentials (so without TLS): production
            // sets its own SMTP server in the hosted project (README, "Email").
            email: new SmtpEmailDriver({
              host,
              port: mailbox.smtpPort,
              from: { name: EMAIL_SENDER_NAME, address: EMAIL_SENDER_ADDRESS },
            }),
          }
        : {},
    },
  } as ConstructorParameters<typeof App>[0]) as App;
  // supabase/functions/*, mounted at /functions/v1/<name> once the stack listens (below).
  const functions = new Map<string, FunctionHandler>();
  // The auth emails handed to the Send Email Hook's function, as the hosted project's are.
  installSiteMailer(app, {
    siteUrl: auth.site_url,
    additionalRedirectUrls: auth.additional_redirect_urls,
    database: connection.kysely as Kysely<unknown>,
    hook: () => functions.get('send-auth-email') ?? null,
    hookSecret: LOCAL_SEND_EMAIL_HOOK_SECRET,
  });
  // Auth's answers as hosted Auth gives them (issue #40: nothing pre-claimed, nothing enumerated).
  installAuthAlike(app, {
    database: connection.kysely as Kysely<unknown>,
    siteUrl: auth.site_url,
    otpLength: auth.email.otp_length,
  });
  app._storageAdapter = new RangeFilesystemStorageAdapter({
    basePath: path.join(dataDir, 'storage'),
  }) as unknown as App['_storageAdapter'];
  await app.init();

  const sql = rawSql(connection);
  await sql(await fs.readFile(PLATFORM_SHIM, 'utf8'));
  // The realtime schema hosted projects have (realtime.messages, topic(), send()), before the
  // migrations that add policies and triggers using it.
  await sql(await fs.readFile(REALTIME_SHIM, 'utf8'));
  // The hosted statement timeouts (anon 3 s, authenticated 8 s) in every request's context.
  useRoleSettings(
    roleSettingsFrom(
      await rawQuery(connection)<{ role: string; settings: string }>(ROLE_SETTINGS_SQL),
    ),
  );
  if (options.reset && options.databaseUrl) await sql(RESET_POSTGRES_SQL);
  const { applied } = options.schemaFiles
    ? await applySchemaFiles(app, sql, options.schemaFiles)
    : await applyPendingMigrations(app);
  if (applied.length > 0)
    log(
      `Applied ${applied.length} migration(s): ${applied.map((file) => file.filename).join(', ')}`,
    );
  if (options.databaseUrl) await sql(await fs.readFile(POSTGRES_AUTH_SHIM, 'utf8'));
  await prepareRowLevelSecurity(connection);
  // Before any request: lite's once-per-start table grants would reopen private columns.
  await keepColumnPrivileges(connection, rawQuery(connection), sql);
  const bucketLimit = bucketLimitReader(rawQuery(connection));

  // A fresh database is seeded through a private listener on a spare port, and the stack's own
  // port opens only when it is ready: a client that finds the port answering (a test runner, the
  // dev server) never meets a half-seeded database, nor races the seed's raw SQL.
  const freshDatabase =
    applied.length > 0 && applied[0]?.version === (await firstMigrationVersion());
  if (freshDatabase && options.seed !== false) {
    const seeding = await listen(app, host, 0, studio, bucketLimit);
    const seedAddress = seeding.address();
    const seedPort = typeof seedAddress === 'object' && seedAddress ? seedAddress.port : 0;
    try {
      await seed(sql, `http://${host}:${seedPort}`, log);
    } finally {
      await closeServer(seeding);
    }
  }

  const server = await listen(app, host, requestedPort, studio, bucketLimit, functions);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host}:${port}`;
  // Realtime at /realtime/v1/websocket on the same port, as the hosted project serves it.
  const realtime = await startRealtime({
    server,
    database: connection.kysely as Kysely<unknown>,
    jwtSecret: LOCAL_JWT_SECRET,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    listen: listenerOf(connection.driver),
    log,
  });
  // supabase/functions/*, mounted at /functions/v1/<name>, sending over SMTP to the mailbox.
  if (mailbox)
    for (const [name, handler] of localFunctions({
      url,
      siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
      smtp: { host, port: mailbox.smtpPort },
    }))
      functions.set(name, handler);
  const scheduled =
    mailbox && (options.schedule ?? process.env.SUPABASE_FUNCTION_SCHEDULE !== 'off');
  const stopDelivery = scheduled
    ? startDeliverySchedule({ invoke: invokeOverHttp(url, LOCAL_SECRET_KEY), log })
    : async () => {};
  // The storage sweep on the same schedule, less often (supabase/functions/sweep-media).
  const stopSweep = scheduled
    ? startDeliverySchedule({
        invoke: invokeOverHttp(url, LOCAL_SECRET_KEY, 'sweep-media'),
        intervalMs: LOCAL_SWEEP_INTERVAL_MS,
        label: 'Storage sweep',
        log,
      })
    : async () => {};
  const stopSchedule = () => Promise.all([stopDelivery(), stopSweep()]);

  return {
    app,
    url,
    mailboxUrl: mailbox?.url ?? null,
    sql,
    query: rawQuery(connection),
    stop: async () => {
      // close() waits for every open connection to end: end them now, or a kept-alive client
      // (a test's supabase-js) holds the stop, and with it the test runner's exit, for good.
      await stopSchedule();
      await realtime.stop();
      await closeServer(server);
      await connection.close();
      await mailbox?.stop();
      // PGlite's Emscripten runtime writes its own exit statuses into process.exitCode (99 once
      // started, 0 or others later), which would become this process's exit code. Put back what
      // the process held before the stack started. A process that judges its own success (a
      // test runner) must therefore not host the stack: tests/global-setup.ts runs it as a child.
      process.exitCode = exitCodeAtStart;
    },
  };
}

/**
 * Lite grants anon/authenticated/service_role their table privileges lazily, on the first request
 * (`ensureRlsContext`), and marks that done before the grants have run: requests arriving together
 * with the first one ran without them (42501, answered 401) or ran the grants concurrently
 * (XX000 "tuple concurrently updated", 500). Run it once, before the port opens.
 */
async function prepareRowLevelSecurity(connection: Connection): Promise<void> {
  const lazy = connection as unknown as { ensureRlsContext?: () => Promise<boolean> };
  if (typeof lazy.ensureRlsContext === 'function') await lazy.ensureRlsContext();
}

/**
 * The declarative files, each as one batch, with function bodies unchecked as the Supabase CLI
 * loads them, after the system schemas (auth, storage) lite makes before applying migrations.
 */
async function applySchemaFiles(
  app: App,
  sql: (statement: string) => Promise<void>,
  files: string[],
): Promise<{ applied: { version: string; filename: string }[] }> {
  await app.ensureSystemSchema();
  for (const file of files) {
    try {
      await sql(`set check_function_bodies = off;\n${await fs.readFile(file, 'utf8')}`);
    } catch (error) {
      throw new Error(`${path.relative(REPO_ROOT, file)}: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      await sql('reset check_function_bodies');
    }
  }
  return { applied: [] };
}

async function firstMigrationVersion(): Promise<string | undefined> {
  const files = (await fs.readdir(path.join(REPO_ROOT, 'supabase/migrations')))
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return files[0]?.split('_')[0];
}

async function seed(
  sql: (statement: string) => Promise<void>,
  url: string,
  log: (message: string) => void,
) {
  const seedSql = await fs.readFile(SEED_FILE, 'utf8').catch(() => undefined);
  if (seedSql) {
    await sql(seedSql);
    log('Seeded supabase/seed.sql');
  }
  const script = await fs.stat(SEED_SCRIPT).catch(() => undefined);
  if (script) {
    const { seedDemo } = (await import(SEED_SCRIPT)) as {
      seedDemo: (options: SeedOptions) => Promise<void>;
    };
    await seedDemo({
      url,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      serviceKey: LOCAL_SECRET_KEY,
      sql,
      log,
    });
  }
}

/** close() waits for every open connection to end: end them now (kept-alive clients). */
async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}

/** A bucket's size limit in bytes (null: none of its own), read when an upload arrives. */
type BucketLimit = (bucket: string) => Promise<number | null>;

function bucketLimitReader(query: ReturnType<typeof rawQuery>): BucketLimit {
  return async (bucket) => {
    if (!/^[A-Za-z0-9_.-]+$/.test(bucket)) return null;
    const rows = await query<{ file_size_limit: number | string | null }>(
      `select file_size_limit from storage.buckets where id = '${bucket}'`,
    );
    const limit = rows[0]?.file_size_limit;
    return limit === null || limit === undefined ? null : Number(limit);
  };
}

function listen(
  app: App,
  host: string,
  port: number,
  studio: boolean,
  bucketLimit: BucketLimit,
  functions: ReadonlyMap<string, FunctionHandler> = new Map(),
): Promise<Server> {
  const listener = getRequestListener((request, env) =>
    handle(app, request, env.incoming.socket.remoteAddress ?? null, studio, bucketLimit, functions),
  );
  const server = createServer(listener);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const OBJECT_DOWNLOAD = /^\/storage\/v1\/object\/(?!sign\/|upload\/|list\/|info\/|move$|copy$)/;

/**
 * CORS as Supabase's gateway does it, where lite leaves it out: its Auth answers without
 * `Access-Control-Allow-Origin`, and its preflights without `Access-Control-Allow-Headers`, so a
 * browser on another origin (the site on :5173 talking to :54321) was refused every Auth call,
 * signing in among them. Any origin may call (the keys and RLS are the protection), and a preflight
 * may send the headers it asks for.
 */
function withCors(request: Request, response: Response): Response {
  if (!request.headers.has('origin')) return response;
  const requestedHeaders =
    request.method === 'OPTIONS' ? request.headers.get('access-control-request-headers') : null;
  const missingOrigin = !response.headers.has('access-control-allow-origin');
  const missingHeaders =
    requestedHeaders !== null && !response.headers.has('access-control-allow-headers');
  if (!missingOrigin && !missingHeaders) return response;
  const headers = new Headers(response.headers);
  if (missingOrigin) headers.set('Access-Control-Allow-Origin', '*');
  if (missingHeaders) headers.set('Access-Control-Allow-Headers', requestedHeaders);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function handle(
  app: App,
  request: Request,
  peerAddress: string | null,
  studio: boolean,
  bucketLimit: BucketLimit,
  functions: ReadonlyMap<string, FunctionHandler>,
): Promise<Response> {
  if (!studio && isSystemPath(request)) return notFound();
  if (isPreflight(request)) return preflight(request);
  const name = functionName(new URL(request.url).pathname);
  if (name !== null) {
    const handler = functions.get(name);
    return withCors(
      request,
      handler
        ? await handler(request)
        : Response.json({ message: 'Function not found' }, { status: 404 }),
    );
  }
  let response = await answerAlike(app, request, (alike) =>
    withErrorRecord(async (record) =>
      asPostgrestError(
        await withClientAddress(alike, peerAddress, (forwarded) =>
          route(app, forwarded, peerAddress, bucketLimit),
        ),
        record,
      ),
    ),
  );
  if (new URL(request.url).pathname.startsWith('/storage/')) response = withNoSniff(response);
  return withCompression(request, withCors(request, response));
}

/**
 * Lite mounts `/_system` (its config, the data path, every table with its row count) whatever its
 * config says, with no key and to any origin. Hosted Supabase has no such route: 404, as its
 * gateway answers a path it does not know.
 */
function isSystemPath(request: Request): boolean {
  const { pathname } = new URL(request.url);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname); // the router decodes too: /%5Fsystem is /_system
  } catch {
    // a malformed escape: the raw path is what the router sees
  }
  return /^\/+_system(\/|$)/i.test(decoded);
}

const notFound = () =>
  Response.json({ message: 'no Route matched with those values' }, { status: 404 });

const isPreflight = (request: Request) =>
  request.method === 'OPTIONS' &&
  request.headers.has('origin') &&
  request.headers.has('access-control-request-method');

/**
 * Preflights answered as Supabase's gateway answers them, before lite sees them: lite routes an
 * OPTIONS to /rest/v1/rpc/<name> to the function itself and answers it with an error, so a
 * browser was refused every RPC (deleting an account among them).
 */
function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
      'Access-Control-Allow-Headers':
        request.headers.get('access-control-request-headers') ??
        'authorization, apikey, content-type',
      'Access-Control-Max-Age': '86400',
    },
  });
}

async function route(
  app: App,
  request: Request,
  peerAddress: string | null,
  bucketLimit: BucketLimit,
): Promise<Response> {
  const bucket = uploadBucket(request);
  if (bucket !== null) {
    const guarded = await guardUpload(request, bucket, await bucketLimit(bucket));
    return 'refused' in guarded ? guarded.refused : app.fetch(guarded.request, { peerAddress });
  }
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET' || !OBJECT_DOWNLOAD.test(pathname))
    return app.fetch(request, { peerAddress });

  const context: DownloadContext = { rangeHeader: request.headers.get('range') };
  const response = await downloadContext.run(context, () => app.fetch(request, { peerAddress }));
  const headers = new Headers(response.headers);
  headers.set('Accept-Ranges', 'bytes');
  const served = context.served;
  if (!response.ok || !served)
    return new Response(response.body, { status: response.status, headers });
  if (served === 'unsatisfiable') {
    await response.body?.cancel();
    headers.delete('Content-Length');
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${served.start}-${served.end}/${served.size}`);
  headers.set('Content-Length', String(served.end - served.start + 1));
  return new Response(response.body, { status: 206, headers });
}
