// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_MIN_BYTES, withCompression } from './compression.ts';

const rows = JSON.stringify(
  Array.from({ length: 40 }, (_, index) => ({ id: index, name: `Listing ${index}` })),
);

function answer(body: string | null, headers: Record<string, string>, status = 200) {
  return new Response(body, { status, headers });
}

const asking = (acceptEncoding: string | null, method = 'GET') =>
  new Request('http://127.0.0.1:54321/rest/v1/listings', {
    method,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('withCompression', () => {
  it('gzips a JSON answer for a client that accepts gzip, the same rows once unpacked', async () => {
    const response = withCompression(
      asking('gzip, deflate, br'),
      answer(rows, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(rows.length),
        'content-range': '0-39/120',
      }),
    );
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-range')).toBe('0-39/120');
    const packed = Buffer.from(await response.arrayBuffer());
    expect(packed.length).toBeLessThan(rows.length / 2);
    expect(gunzipSync(packed).toString('utf8')).toBe(rows);
  });

  it('leaves alone what was not asked for or is not worth it', async () => {
    const json = { 'content-type': 'application/json', 'content-length': String(rows.length) };
    const cases: [Request, Response][] = [
      [asking(null), answer(rows, json)],
      [asking('gzip;q=0, br'), answer(rows, json)],
      [asking('gzip', 'HEAD'), answer(null, json)],
      [asking('gzip'), answer(rows, { 'content-type': 'image/webp' })],
      [asking('gzip'), answer(rows, { ...json, 'content-encoding': 'br' })],
      [asking('gzip'), answer(rows, { ...json, 'content-range': 'bytes 0-9/99' }, 206)],
      [asking('gzip'), answer('[]', { 'content-type': 'application/json', 'content-length': '2' })],
      [asking('gzip'), answer(null, {}, 204)],
    ];
    expect(COMPRESS_MIN_BYTES).toBeGreaterThan(2);
    for (const [request, response] of cases) {
      expect(withCompression(request, response)).toBe(response);
    }
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('br, *')).toBe(true);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
