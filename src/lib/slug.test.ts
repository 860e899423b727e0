import { describe, expect, it } from 'vitest';
import { slugFrom } from './slug';

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
