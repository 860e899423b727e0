import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, newUserClient, serviceClient } from './helpers.ts';

/**
 * Issue #40: every function a browser role may call bounds its arguments. The functions come from
 * the catalog (public.browser_callable_functions: pg_proc and has_function_privilege for anon and
 * authenticated), not from a list, so a new function without bounds fails here. Each is called
 * through supabase-js, as anon where anon may call it and otherwise as a signed-in member, with
 * one argument oversized at a time (the others null: a function checks its bounds first), and
 * must refuse at once: 400 with 22023 (or a table's 23514), a message and a hint.
 */

interface Argument {
  name: string;
  type: string;
}
interface Callable {
  name: string;
  arguments: Argument[];
  anon: boolean;
  authenticated: boolean;
}

/** A quick refusal: well under anon's 3 s statement timeout, on a loaded test machine. */
const QUICK_MS = 2_000;
const LONG_TEXT = 'x'.repeat(100_000); // ten times the longest text any function takes
const MANY = 10_001; // above every function's count of items (10,000 blocks at most)

/**
 * Oversized values of a type. Keys and flags (uuid, bigint ids, boolean) carry no size. A type not
 * known here fails the test: whoever adds one decides what oversized means for it.
 */
function oversizedValues(type: string): unknown[] {
  if (type.endsWith('[]')) {
    const element = type.slice(0, -2);
    const one = element === 'uuid' ? randomUUID() : element === 'text' ? 'x' : 0;
    return [Array.from({ length: 10_001 }, () => one)];
  }
  switch (type) {
    case 'text':
    case 'character varying':
    case 'citext':
      return [LONG_TEXT];
    case 'integer':
    case 'smallint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return [2_147_483_647, -2_147_483_648];
    case 'date':
      return ['9999-12-31', '0001-01-01'];
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return ['9999-12-31T00:00:00Z', '0001-01-01T00:00:00Z'];
    case 'jsonb':
    case 'json':
      return [
        Array.from({ length: MANY }, () => 0),
        Object.fromEntries(Array.from({ length: MANY }, (_, i) => [`k${i}`, 0])),
      ];
    case 'tsquery':
      return [Array.from({ length: 50_000 }, () => 'a').join(' & ')];
    case 'uuid':
    case 'bigint':
    case 'boolean':
      return [];
    default:
      throw new Error(`No oversized value for the type ${type}: add one to oversizedValues`);
  }
}

const describeValue = (value: unknown) =>
  typeof value === 'string'
    ? value.length > 40
      ? `${value.length} characters`
      : value
    : Array.isArray(value)
      ? `${value.length} items`
      : typeof value === 'object' && value
        ? `${Object.keys(value).length} keys`
        : String(value);

let callables: Callable[] = [];
let anon: SupabaseClient;
let member: SupabaseClient;

beforeAll(async () => {
  const { data, error } = await serviceClient().rpc('browser_callable_functions');
  expect(error).toBeNull();
  callables = data as Callable[];
  anon = anonClient();
  member = (await newUserClient('bounded-arguments')).client;
});

async function call(client: SupabaseClient, name: string, args: Record<string, unknown>) {
  const started = performance.now();
  const { error, status } = await client
    .rpc(name, args)
    .abortSignal(AbortSignal.timeout(QUICK_MS * 5));
  return { error, status, ms: Math.round(performance.now() - started) };
}

describe('functions the browser roles may call', () => {
  it('are found in the catalog, with the search candidates among them', () => {
    expect(callables.map((f) => f.name)).toEqual(
      expect.arrayContaining(['search_site', 'search_site_candidates', 'send_inquiries']),
    );
    // The catalog function itself is the service role's only.
    expect(callables.map((f) => f.name)).not.toContain('browser_callable_functions');
  });

  it('refuse every oversized argument at once, with 400, a message and a hint', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const fn of callables) {
      const client = fn.anon ? anon : member;
      const nulls = Object.fromEntries(fn.arguments.map((a) => [a.name, null]));
      for (const argument of fn.arguments) {
        for (const value of oversizedValues(argument.type)) {
          calls += 1;
          const { error, status, ms } = await call(client, fn.name, {
            ...nulls,
            [argument.name]: value,
          });
          const refused =
            status === 400 &&
            (error?.code === '22023' || error?.code === '23514') &&
            Boolean(error?.message) &&
            Boolean(error?.hint);
          if (refused && ms <= QUICK_MS) continue;
          failures.push(
            `${fn.name}(${argument.name} = ${describeValue(value)}) as ${fn.anon ? 'anon' : 'member'}: ` +
              `${status} ${error?.code ?? ''} ${error?.message ?? '(no error)'} hint=${error?.hint ?? '-'} in ${ms} ms`,
          );
        }
      }
    }
    expect(calls).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('the site search', () => {
  it('refuses a long query_folded for the candidates at once, and still answers a normal search', async () => {
    const { error, status, ms } = await call(anon, 'search_site_candidates', {
      query_folded: 'wedding '.repeat(12_500),
      query_terms: 'wedding',
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(/query_folded is too long/);
    expect(ms).toBeLessThan(QUICK_MS);
    const search = await anon.rpc('search_site', { q: 'wedding', per_kind: 5 });
    expect(search.error).toBeNull();
  });

  it('refuses a search of more than 1,000 characters and cuts one of 101 to 1,000 at 100', async () => {
    const long = await call(anon, 'search_site', { q: 'a'.repeat(1_001) });
    expect(long.status).toBe(400);
    expect(long.error?.hint).toBeTruthy();
    const cut = await anon.rpc('search_site', { q: `wedding ${'z'.repeat(200)}` });
    expect(cut.error).toBeNull();
  });
});
