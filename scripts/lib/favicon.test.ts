// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** An SVG as markup alone: what a browser draws does not depend on the spaces between tags. */
const markup = (svg: string) => svg.replace(/>\s+</g, '><').replace(/"/g, "'").trim();

describe('the site icon', () => {
  it('is written into index.html as public/favicon.svg draws it (no request for it)', () => {
    const href = /<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="([^"]+)"/.exec(
      read('index.html'),
    )?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    // A '#' would end the address: colours must be escaped.
    expect(href).not.toContain('#');
    const inline = decodeURIComponent(href!.slice('data:image/svg+xml,'.length));
    expect(markup(inline)).toBe(markup(read('public/favicon.svg')));
  });
});
