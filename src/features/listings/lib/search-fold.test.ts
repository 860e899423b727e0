// @vitest-environment node
import { describe, expect, it } from 'vitest';
import MIGRATION from '../../../../supabase/migrations/20261206000000_search_words_as_typed.sql?raw';
import { FOLD_FROM, FOLD_TO, foldSearchText, prefixSearchQuery } from './search-fold';

describe('search folding', () => {
  it('folds accents with exactly the table the generated search columns use', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    const calls = [
      ...MIGRATION.matchAll(/translate\(\s*lower\([\s\S]*?\),\s*'([^']+)',\s*'([^']+)'/g),
    ];
    expect(calls).toHaveLength(2);
    for (const [, from, to] of calls) {
      expect(from).toBe(FOLD_FROM);
      expect(to).toBe(FOLD_TO);
    }
  });

  it('lowercases and folds', () => {
    expect(foldSearchText('Château Ærø Łódź')).toBe('chateau æro lodz');
  });

  it('makes every word a required prefix and drops everything else', () => {
    expect(prefixSearchQuery('Golden Mead')).toBe('golden:* & mead:*');
    expect(prefixSearchQuery("O'Brien & Co.")).toBe('o:* & brien:* & co:*');
    expect(prefixSearchQuery("x' | !y:* <-> (z)")).toBe('x:* & y:* & z:*');
    expect(prefixSearchQuery('  ,;  ')).toBeNull();
    expect(prefixSearchQuery(undefined)).toBeNull();
  });

  it('keeps at most six words', () => {
    expect(prefixSearchQuery('a b c d e f g h')).toBe('a:* & b:* & c:* & d:* & e:* & f:*');
  });
});
