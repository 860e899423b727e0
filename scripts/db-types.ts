import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { startLocalStack } from '../supabase/local/stack.ts';
import { generateSchemaSql } from './lib/db-schema.ts';
import { generateDatabaseTypes } from './lib/db-types.ts';
import { ROOT } from './lib/bundle.ts';

/**
 * `npm run db:types`: migrates a scratch database and writes, from its catalog,
 * src/types/database.ts (the app's types) and supabase/schema.sql (the whole schema, to read in
 * one file). `--check` (run by `npm test`) fails when either committed file no longer matches the
 * migrations, so neither can drift from the schema. One migration serves both.
 */
const TYPES = path.join(ROOT, 'src/types/database.ts');
const SCHEMA = path.join(ROOT, 'supabase/schema.sql');
const check = process.argv.includes('--check');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'perfete-types-'));
const stack = await startLocalStack({ dataDir, reset: true, seed: false, port: 0, log: () => {} });
const generated = new Map<string, string>();
try {
  const types = await generateDatabaseTypes(stack.query);
  generated.set(TYPES, await format(types, { ...(await resolveConfig(TYPES)), filepath: TYPES }));
  generated.set(SCHEMA, await generateSchemaSql(stack.query));
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (check) {
  const stale = [...generated].filter(([file, source]) => {
    try {
      return readFileSync(file, 'utf8') !== source;
    } catch {
      return true;
    }
  });
  for (const [file] of stale)
    console.error(
      `${path.relative(ROOT, file)} does not match supabase/migrations: a migration changed the schema. Run: npm run db:types (and commit what it writes)`,
    );
  if (stale.length > 0) process.exit(1);
  console.log('src/types/database.ts and supabase/schema.sql match the migrations.');
} else {
  for (const [file, source] of generated) {
    writeFileSync(file, source);
    console.log(`Wrote ${path.relative(ROOT, file)}`);
  }
}
