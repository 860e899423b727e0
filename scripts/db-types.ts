import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { startLocalStack } from '../supabase/local/stack.ts';
import { generateDatabaseTypes } from './lib/db-types.ts';
import { ROOT } from './lib/bundle.ts';

/**
 * `npm run db:types`: migrates a scratch database and writes src/types/database.ts from its
 * catalog. `--check` (run by `npm test`) fails when the committed file no longer matches the
 * migrations, so the app's types cannot drift from the schema.
 */
const TARGET = path.join(ROOT, 'src/types/database.ts');
const check = process.argv.includes('--check');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'perfete-types-'));
const stack = await startLocalStack({ dataDir, reset: true, seed: false, port: 0, log: () => {} });
let source: string;
try {
  const raw = await generateDatabaseTypes(stack.query);
  source = await format(raw, { ...(await resolveConfig(TARGET)), filepath: TARGET });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (check) {
  const current = readFileSync(TARGET, 'utf8');
  if (current !== source) {
    console.error(
      'src/types/database.ts does not match supabase/migrations. Run: npm run db:types',
    );
    process.exit(1);
  }
  console.log('src/types/database.ts matches the migrations.');
} else {
  writeFileSync(TARGET, source);
  console.log(`Wrote ${path.relative(ROOT, TARGET)}`);
}
