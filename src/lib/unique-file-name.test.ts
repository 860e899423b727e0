// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uniqueFileStem } from './unique-file-name';

describe('uniqueFileStem', () => {
  it('is the time and 32 random hex digits, new every time', () => {
    const names = new Set(Array.from({ length: 100 }, uniqueFileStem));
    expect(names.size).toBe(100);
    for (const name of names) expect(name).toMatch(/^\d{13}-[0-9a-f]{32}$/);
  });
});
