// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** As src/lib/schema-org.ts names them (src/site-function/pages.test.ts checks the JSON-LD's). */
const LOGO_PATH = '/brand/logo-512.png';
const LOGO_SIZE_PX = 512;

describe('the raster logo (the Organization’s, publisher of every Article)', () => {
  it('is a square PNG on the site, as large as the JSON-LD says', () => {
    const png = readFileSync(path.join(import.meta.dirname, '../../public', LOGO_PATH));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO_SIZE_PX, LOGO_SIZE_PX]);
  });
});
