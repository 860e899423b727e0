// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheWorkInComponents,
  doubleCasts,
  importCircles,
  keyFactoriesOutsideKeys,
  longFiles,
  readSources,
  type SourceFile,
} from './architecture.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sources = readSources(ROOT);
const file = (filePath: string, text: string): SourceFile => ({ path: filePath, text });

describe('the shape of src (issue #26)', () => {
  it('has no import circle', () => {
    expect(importCircles(sources)).toEqual([]);
  });

  it('leaves the query cache to mutation hooks: no component invalidates or sets it', () => {
    expect(cacheWorkInComponents(sources)).toEqual([]);
  });

  it('keeps every key factory in a keys.ts', () => {
    expect(keyFactoriesOutsideKeys(sources)).toEqual([]);
  });

  it('keeps files in features, components and routes to 300 lines', () => {
    expect(longFiles(sources, ['src/features', 'src/components', 'src/routes'], 300)).toEqual([]);
  });

  it('has at most 3 `as unknown as` outside tests, each saying why', () => {
    const casts = doubleCasts(sources.filter((source) => !source.path.includes('/testing')));
    expect(casts.length).toBeLessThanOrEqual(3);
    expect(casts.filter((cast) => !cast.explained)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('finds a circle through a type import and a re-export, not through import()', () => {
    const circle = [
      file('src/a/one.ts', "import type { Two } from './two';\nexport const one = 1;"),
      file('src/a/two.ts', "export { one } from '@/a/one';\nexport type Two = number;"),
      file(
        'src/a/three.ts',
        "import { one } from './one';\nconst later = () => import('./three');",
      ),
    ];
    expect(importCircles(circle)).toEqual([['src/a/one.ts', 'src/a/two.ts']]);
    expect(importCircles(circle.slice(1))).toEqual([]);
  });

  it('finds cache work in a component but not in a hook file or a test', () => {
    const files = [
      file('src/features/x/components/panel.tsx', 'queryClient.invalidateQueries({ queryKey })'),
      file('src/features/x/api/use-save.ts', 'queryClient.invalidateQueries({ queryKey })'),
      file('src/features/x/components/panel.test.tsx', 'client.setQueryData(key, 1)'),
    ];
    expect(cacheWorkInComponents(files)).toEqual(['src/features/x/components/panel.tsx']);
  });

  it('finds a key factory outside keys.ts', () => {
    const files = [
      file('src/features/x/keys.ts', 'export const xKeys = { all: ["x"] };'),
      file('src/features/x/api/get-x.ts', 'export const editKeys = { all: ["x", "edit"] };'),
    ];
    expect(keyFactoriesOutsideKeys(files)).toEqual(['src/features/x/api/get-x.ts']);
  });

  it('counts lines and finds unexplained casts', () => {
    const long = file('src/routes/long.tsx', 'x\n'.repeat(301));
    expect(longFiles([long, file('src/lib/long.ts', long.text)], ['src/routes'], 300)).toEqual([
      'src/routes/long.tsx',
    ]);
    const casts = doubleCasts([
      file(
        'src/a.ts',
        'const a = b as unknown as C;\n// the library types it wrongly\nconst d = e as unknown as F;',
      ),
    ]);
    expect(casts.map((cast) => cast.explained)).toEqual([false, true]);
  });
});
