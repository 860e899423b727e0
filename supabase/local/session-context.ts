import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Kysely } from 'kysely';

/**
 * The request's headers as PostgREST hands them to the database (`request.headers`, JSON with
 * lowercase names) for every request, not only for RPC as lite does: the form triggers read the
 * client's address there (public.request_client_network, issue #29).
 */
const requestHeaders = new AsyncLocalStorage<string>();

/**
 * Runs one request with its client address where a hosted project's gateway puts it: the peer
 * that connected is appended to `x-forwarded-for` (a proxy in front keeps its own hops before it),
 * and the headers go to the database with the request's context.
 */
export function withClientAddress<T>(
  request: Request,
  peerAddress: string | null,
  run: (request: Request) => Promise<T>,
): Promise<T> {
  let forwarded = request;
  if (peerAddress) {
    const headers = new Headers(request.headers);
    const incoming = headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', incoming ? `${incoming}, ${peerAddress}` : peerAddress);
    forwarded = new Request(request, { headers, duplex: 'half' } as RequestInit);
  }
  const json = JSON.stringify(Object.fromEntries(forwarded.headers));
  return requestHeaders.run(json, () => run(forwarded));
}

/**
 * One statement, not six, to give a request its role, JWT claims and headers.
 *
 * Before every REST query lite sets the request's context inside the transaction with one
 * statement per setting: `set_config` of role, claim.sub, claim.role, storage.operation and the
 * claims, plus `SET LOCAL ROLE` (the same setting as `set_config('role', …, true)` again). On
 * PGlite each statement is a trip through the WASM database on the stack's only thread; under load
 * those trips were most of a read's cost. This replaces lite's `applyJwtSessionContext` on the
 * connection with a single `select set_config(…), …` that sets the same values, in the same
 * transaction-local scope. The role is set last, so the other settings are written as the owner.
 */
interface RequestContext {
  auth?: { role?: unknown; uid?: unknown; jwt?: unknown };
  storage?: { operation?: unknown };
}

type Executor = Pick<Kysely<unknown>, 'getExecutor'>;

/** Each API role's own settings (`alter role … set`), as JSON objects of name → value. */
export type RoleSettings = Map<string, string>;

/**
 * Reads the API roles' settings (platform-shim.sql: the hosted statement timeouts, anon 3 s and
 * authenticated 8 s) as PostgREST reads them when it loads its schema cache.
 */
export const ROLE_SETTINGS_SQL = `
  select r.rolname as role, jsonb_object_agg(split_part(c.setting, '=', 1),
           substr(c.setting, strpos(c.setting, '=') + 1))::text as settings
  from pg_db_role_setting s
  join pg_roles r on r.oid = s.setrole
  cross join lateral unnest(s.setconfig) as c(setting)
  where s.setdatabase = 0 and r.rolname in ('anon', 'authenticated', 'service_role')
  group by r.rolname`;

export function roleSettingsFrom(rows: { role: string; settings: string }[]): RoleSettings {
  return new Map(rows.map((row) => [row.role, row.settings]));
}

/**
 * Replaces lite's context statements with one; returns the setter of the roles' settings, which
 * every later request then gets transaction-locally (a role's own settings apply when it logs in,
 * not on lite's `set local role`: without this, anon's 3 s statement timeout never applied).
 */
export function batchSessionContext(connection: object): (settings: RoleSettings) => void {
  let roleSettings: RoleSettings = new Map();
  const useRoleSettings = (settings: RoleSettings) => {
    roleSettings = settings;
  };
  const target = connection as {
    applyJwtSessionContext?: (executor: Executor, context: RequestContext) => Promise<void>;
  };
  // A lite without this method (a future version) keeps its own way.
  if (typeof target.applyJwtSessionContext !== 'function') return useRoleSettings;
  target.applyJwtSessionContext = async (executor, context) => {
    const auth = context.auth;
    const role = typeof auth?.role === 'string' && auth.role !== '' ? auth.role : 'anon';
    const claims = auth?.jwt && typeof auth.jwt === 'object' ? JSON.stringify(auth.jwt) : null;
    const headers = requestHeaders.getStore() ?? '{}';
    const settings = roleSettings.get(role) ?? '{}';
    await sql`
      select
        set_config('request.jwt.claim.sub', ${String(auth?.uid ?? '')}, true),
        set_config('request.jwt.claim.role', ${role}, true),
        set_config('storage.operation', ${String(context.storage?.operation ?? '')}, true),
        set_config('request.headers', ${headers}, true),
        case when ${claims}::text is null then null
             else set_config('request.jwt.claims', ${claims}::text, true) end,
        (select count(set_config(s.key, s.value, true)) from jsonb_each_text(${settings}::text::jsonb) s),
        set_config('role', ${role}, true)
    `.execute(executor);
  };
  return useRoleSettings;
}
