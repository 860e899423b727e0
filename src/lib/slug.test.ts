// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstFreeSlug, isSlug, SLUG_PATTERN, slugFrom, slugPatternSource } from './slug';

describe('slugFrom', () => {
  it('makes a web address from a name', () => {
    expect(slugFrom('Décor & Lights')).toBe('decor-and-lights');
    expect(slugFrom('  A Villa on Lake Como! ')).toBe('a-villa-on-lake-como');
  });
  it('keeps to the length and never ends in a hyphen', () => {
    expect(slugFrom('Garden vows in spring', 11)).toBe('garden-vows');
    expect(slugFrom('Garden vows in spring', 12)).toBe('garden-vows');
  });
});

describe('SLUG_PATTERN', () => {
  it('takes lowercase words joined by single hyphens, and nothing else', () => {
    for (const good of ['a', 'lucca-2026', 'decor-and-lights'])
      expect(SLUG_PATTERN.test(good)).toBe(true);
    for (const bad of ['', '-a', 'a-', 'a--b', 'A', 'a b', 'caffè', 'a_b'])
      expect(SLUG_PATTERN.test(bad)).toBe(false);
  });
  it('every name makes a slug the pattern takes', () => {
    expect(SLUG_PATTERN.test(slugFrom('  Décor & Lights — Lake Como! '))).toBe(true);
  });
  it('isSlug keeps to a length, and the source form says the same', () => {
    expect(isSlug('abc', 3)).toBe(true);
    expect(isSlug('abcd', 3)).toBe(false);
    expect(isSlug(null)).toBe(false);
    const limited = new RegExp(slugPatternSource(3));
    expect(limited.test('abc')).toBe(true);
    expect(limited.test('abcd')).toBe(false);
    expect(limited.test('a--')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken address from 2, within the length limit', () => {
    expect(firstFreeSlug('vows', new Set())).toBe('vows');
    expect(firstFreeSlug('vows', new Set(['vows', 'vows-2', 'vows-at-dusk']))).toBe('vows-3');
    expect(firstFreeSlug('long-title', new Set(['long-title']), 10)).toBe('long-tit-2');
    expect(firstFreeSlug('long-title', new Set(['long-title', 'long-tit-2']), 10)).toBe(
      'long-tit-3',
    );
    // Never a hyphen before the number's own.
    expect(firstFreeSlug('abc-defgh', new Set(['abc-defgh']), 6)).toBe('abc-2');
  });
});
