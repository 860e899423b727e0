// @vitest-environment node
import { request as httpRequest, createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from './site-function-plugin.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Serves `answer` through `send` and requests it raw (no client-side decoding). */
async function fetchRaw(
  answer: () => Response,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = createServer((request, response) => void send(request, response, answer()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: '/blog', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const PAGE = `<!doctype html><title>Perféte</title>${'<p>Words of the page.</p>'.repeat(200)}`;
const page = () =>
  new Response(PAGE, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie' },
  });

describe('the site function’s answer in dev and preview', () => {
  it('is gzipped for a client that takes gzip, with its status, headers and length', async () => {
    const raw = await fetchRaw(page, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(raw.status).toBe(404);
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(raw.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 4);
    expect(gunzipSync(raw.body).toString('utf8')).toBe(PAGE);
  });

  it('is sent as it is to a client that takes no gzip', async () => {
    const raw = await fetchRaw(page, {});
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBe('Cookie');
    expect(raw.body.toString('utf8')).toBe(PAGE);
    expect(Number(raw.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
  });

  it('an empty answer stays empty, not a gzip header', async () => {
    const raw = await fetchRaw(() => new Response(null, { status: 304 }), {
      'Accept-Encoding': 'gzip',
    });
    expect(raw.status).toBe(304);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.length).toBe(0);
  });
});
