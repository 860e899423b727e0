import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { difference, startScratch } from './lib/declarative-schema.ts';
import { ROOT } from './lib/bundle.ts';

/**
 * `npm run db:diff -- <name>`: writes the next migration, supabase/migrations/<version>_<name>.sql,
 * as the difference between the schema supabase/schemas/ describes and the one the migrations
 * build (pg-delta, on two scratch stacks). Edit a schema file, run this, read and commit both.
 * Writes nothing when they already agree.
 */
const name = process.argv[2];
if (!name || !/^[a-z0-9]+(_[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run db:diff -- <name_in_snake_case>   (e.g. reviews_answer_length)');
  process.exit(2);
}

const MIGRATIONS = path.join(ROOT, 'supabase/migrations');
const [migrated, declared] = await Promise.all([
  startScratch('migrations'),
  startScratch('schemas'),
]);
let statements: string[];
try {
  statements = await difference(migrated.stack, declared.stack);
} finally {
  await Promise.all([migrated.close(), declared.close()]);
}

if (statements.length === 0) {
  console.log('supabase/schemas/ and supabase/migrations/ give the same schema: nothing to write.');
  process.exit(0);
}

/** Now (UTC) as YYYYMMDDHHMMSS, or one second after the last migration if that is later. */
function nextVersion(): string {
  const stamp = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);
  const last = readdirSync(MIGRATIONS)
    .map((file) => /^(\d{14})_/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort()
    .at(-1);
  const now = stamp(new Date());
  if (!last || now > last) return now;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(last)!;
  return stamp(new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s! + 1)));
}

const file = path.join(MIGRATIONS, `${nextVersion()}_${name}.sql`);
writeFileSync(
  file,
  [
    `-- Written by \`npm run db:diff -- ${name}\`: what supabase/schemas/ changes against the`,
    '-- migrations before this one. Read it before committing; describe here why the change is made.',
    '',
    // pg-delta orders by the catalog's dependencies; a function body may name what comes later.
    'set check_function_bodies = off;',
    '',
    ...statements.map((statement) => `${statement.trim()};\n`),
  ].join('\n'),
);
console.log(`Wrote ${path.relative(ROOT, file)} (${statements.length} statement(s)).`);
