// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mediaTypeOf, sniffMediaType } from './media-types.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) =>
        typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
      ),
    ),
  );
/** An ISO base media file's first box: size, `ftyp`, major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffMediaType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['video/webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f])],
    ['video/mp4', ftyp('isom', 'isom', 'mp42')],
    ['image/avif', ftyp('avif', 'mif1', 'miaf')],
    ['image/avif', ftyp('mif1', 'avif')],
    ['video/quicktime', ftyp('qt  ')],
    ['image/heic', ftyp('heic', 'mif1')],
  ])('knows %s by its first bytes', (type, file) => {
    expect(sniffMediaType(file)).toBe(type);
  });

  it('calls nothing else an image or a film', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<!doctype html>', 'RIFF', ''])
      expect(sniffMediaType(bytes(text)), text).toBeNull();
  });
});

describe('mediaTypeOf', () => {
  it('reads a header as the storage service does', () => {
    expect(mediaTypeOf('Image/PNG; charset=binary')).toBe('image/png');
    expect(mediaTypeOf(null)).toBe('application/octet-stream');
  });
});
