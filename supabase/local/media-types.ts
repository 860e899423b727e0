/**
 * What a file is, by its first bytes (magic numbers), for the image and video types the site's
 * buckets take. Null for anything else: an SVG, an HTML page or text is never called an image.
 */
export function sniffMediaType(bytes: Uint8Array): string | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)
  )
    return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  )
    return 'video/webm';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    // ISO base media: the major brand and the compatible ones tell an AVIF image from a film.
    const boxSize = Math.min(
      bytes.length,
      new DataView(bytes.buffer, bytes.byteOffset).getUint32(0),
    );
    const brands = [ascii(8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4)
      brands.push(ascii(offset, offset + 4));
    if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
    if (brands[0] === 'qt  ') return 'video/quicktime';
    if (brands.some((brand) => /^(hei[cmsx]|hev[cmsx]|mif1|msf1)$/.test(brand)))
      return 'image/heic';
    return 'video/mp4';
  }
  return null;
}

/** A Content-Type header's media type alone, as the storage service reads it. */
export const mediaTypeOf = (header: string | null | undefined): string =>
  header?.split(';', 1)[0]?.trim().toLowerCase() || 'application/octet-stream';
