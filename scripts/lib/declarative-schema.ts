/**
 * The declarative schema (supabase/schemas/) against the migrations (supabase/migrations/): two
 * scratch stacks, one built from each, read with pg-delta (the diff engine behind the Supabase
 * CLI's `db diff`) and compared. Used by `npm run db:diff` (writes the difference as the next
 * migration) and by `node scripts/db-types.ts --check` in `npm test` (fails on any difference).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extract } from '@supabase/pg-delta/extract';
import { plan, type Plan } from '@supabase/pg-delta/plan';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { ROOT } from './bundle.ts';

/**
 * The files, in the order they are applied: the helpers every feature uses, then one file per
 * feature, roughly in the order of src/features/ (a file may use what an earlier one makes).
 */
export const SCHEMA_FILES = [
  '_shared',
  'realtime',
  'search',
  'writers',
  'accounts',
  'storage',
  'categories',
  'membership',
  'listings',
  'availability',
  'inquiries',
  'posts',
  'reviews',
  'videos',
  'notifications',
  'newsletter',
  'admin',
].map((name) => path.join(ROOT, 'supabase/schemas', `${name}.sql`));

export interface Scratch {
  stack: LocalStack;
  close: () => Promise<void>;
}

/**
 * A throwaway stack (random port, own folder, no seed) built from the migrations or the files
 * (`files`: other schema files in their place, as a test edits one).
 */
export async function startScratch(
  from: 'migrations' | 'schemas',
  files: string[] = SCHEMA_FILES,
): Promise<Scratch> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `perfete-${from}-`));
  const stack = await startLocalStack({
    dataDir,
    reset: true,
    seed: false,
    port: 0,
    log: () => {},
    ...(from === 'schemas' ? { schemaFiles: files } : {}),
  });
  return {
    stack,
    close: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * pg-delta reads a database through a `pg` pool; PGlite is one connection, so the pool hands out
 * that connection (pg-delta's reads are plain statements inside one read-only transaction).
 */
type Pool = Parameters<typeof extract>[0];

function poolOf(stack: LocalStack): Pool {
  const client = {
    query: async (statement: string) => ({ rows: await stack.query(statement) }),
    release: () => {},
  };
  return { connect: async () => client } as unknown as Pool;
}

/** Every object is the database owner's on both sides: pg-delta's owner statements say nothing. */
const OWNER_ONLY = / OWNER TO "postgres"$/;

/** The statements that turn `from`'s schema into `to`'s, in pg-delta's dependency order. */
export async function difference(from: LocalStack, to: LocalStack): Promise<string[]> {
  const source = await extract(poolOf(from));
  const desired = await extract(poolOf(to));
  const migration: Plan = plan(source.factBase, desired.factBase);
  return migration.actions.map((action) => action.sql).filter((sql) => !OWNER_ONLY.test(sql));
}
