// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  const size = 10_000;

  it.each([
    ['bytes=1000-1999', { start: 1000, end: 1999 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=9000-', { start: 9000, end: 9999 }],
    ['bytes=9000-20000', { start: 9000, end: 9999 }],
    ['bytes=-500', { start: 9500, end: 9999 }],
    ['bytes=-50000', { start: 0, end: 9999 }],
  ])('%s serves %o', (header, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it.each(['bytes=10000-', 'bytes=12000-13000', 'bytes=-0'])('%s is unsatisfiable', (header) => {
    expect(parseByteRange(header, size)).toBe('unsatisfiable');
  });

  it.each([
    null,
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'items=0-10',
    'bytes=0-10,20-30',
    'bytes=500-100',
    'bytes=a-b',
  ])('%s is ignored (whole file)', (header) => {
    expect(parseByteRange(header, size)).toBeUndefined();
  });
});
