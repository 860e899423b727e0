import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { generateDatabaseTypes } from './lib/db-types.ts';
import { difference, startScratch } from './lib/declarative-schema.ts';
import { ROOT } from './lib/bundle.ts';

/**
 * `npm run db:types`: migrates a scratch database and writes, from its catalog,
 * src/types/database.ts (the app's types). `--check` (run by `npm test`) fails when that file no
 * longer matches the migrations, and when supabase/schemas/ (the declarative schema) builds a
 * different schema from the migrations: a migration without its schema change, or the other way.
 */
const TYPES = path.join(ROOT, 'src/types/database.ts');
const check = process.argv.includes('--check');

const [migrated, declared] = await Promise.all([
  startScratch('migrations'),
  check ? startScratch('schemas') : null,
]);
let types: string;
let drift: string[] = [];
try {
  types = await format(await generateDatabaseTypes(migrated.stack.query), {
    ...(await resolveConfig(TYPES)),
    filepath: TYPES,
  });
  if (declared) drift = await difference(migrated.stack, declared.stack);
} finally {
  await Promise.all([migrated.close(), declared?.close()]);
}

if (!check) {
  writeFileSync(TYPES, types);
  console.log(`Wrote ${path.relative(ROOT, TYPES)}`);
  process.exit(0);
}

let failed = false;
if (readFileSync(TYPES, 'utf8') !== types) {
  console.error(
    'src/types/database.ts does not match supabase/migrations: a migration changed the schema. Run: npm run db:types (and commit what it writes)',
  );
  failed = true;
}
if (drift.length > 0) {
  console.error(
    [
      'supabase/schemas/ and supabase/migrations/ give different schemas. What would turn the',
      'migrated schema into the one the files describe (pg-delta):',
      '',
      ...drift.map((statement) => `  ${statement.trim().replaceAll('\n', '\n  ')};`),
      '',
      'Changed a schema file? Run: npm run db:diff -- <name> (writes the migration).',
      'Added a migration by hand (or merged one)? Make the same change in supabase/schemas/ until',
      'this check passes (README, "Changing the database").',
    ].join('\n'),
  );
  failed = true;
}
if (failed) process.exit(1);
console.log('src/types/database.ts and supabase/schemas/ match the migrations.');
