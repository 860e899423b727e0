import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { difference, SCHEMA_FILES, startScratch } from '../scripts/lib/declarative-schema.ts';

/**
 * Issue #46: supabase/schemas/ is what a developer edits, and the migration is the difference
 * (`npm run db:diff`). One function edited in reviews.sql must come out as exactly that function,
 * nothing else; the check in `npm test` (db-types --check) fails on any difference like it.
 */
describe('the declarative schema', () => {
  it(
    'gives one function edited in reviews.sql as exactly that change',
    { timeout: 240_000 },
    async () => {
      const reviews = SCHEMA_FILES.find((file) => file.endsWith(`${path.sep}reviews.sql`))!;
      const original = readFileSync(reviews, 'utf8');
      const edited = original.replace(
        "bounded_text(answer_review.answer, 20000, 'answer')",
        "bounded_text(answer_review.answer, 10000, 'answer')",
      );
      expect(edited).not.toBe(original);
      const dir = mkdtempSync(path.join(os.tmpdir(), 'perfete-edited-schema-'));
      const editedFile = path.join(dir, 'reviews.sql');
      writeFileSync(editedFile, edited);

      const [asIs, changed] = await Promise.all([
        startScratch('schemas'),
        startScratch(
          'schemas',
          SCHEMA_FILES.map((file) => (file === reviews ? editedFile : file)),
        ),
      ]);
      try {
        expect(await difference(asIs.stack, asIs.stack)).toEqual([]);
        const statements = await difference(asIs.stack, changed.stack);
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/^CREATE OR REPLACE FUNCTION public\.answer_review\(/);
        expect(statements[0]).toContain("bounded_text(answer_review.answer, 10000, 'answer')");
      } finally {
        await Promise.all([asIs.close(), changed.close()]);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
