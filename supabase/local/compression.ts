/**
 * Text answers gzipped, as a hosted Supabase project's gateway sends them: lite answers every
 * body as it is, so the local stack made a page's JSON look three to four times its production
 * size to anything that counts bytes (Lighthouse's simulated network above all, where a page's
 * answers compete with its fonts and images). Only what a browser asked for (`Accept-Encoding:
 * gzip`), only text that is worth it; images, partial answers (206: a page of rows with its count,
 * a byte range) and empty answers pass through untouched.
 */
const COMPRESSIBLE = /^(application\/([\w.+-]*json|javascript|xml)|text\/)/i;

/** Below this a gzip header and trailer are a good part of what is saved. */
export const COMPRESS_MIN_BYTES = 1024;

export function withCompression(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  const length = response.headers.get('content-length');
  if (
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 206 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    (length !== null && Number(length) < COMPRESS_MIN_BYTES) ||
    !acceptsGzip(request.headers.get('accept-encoding'))
  ) {
    return response;
  }
  // Headers before body: @hono/node-server's Response rebuilds itself from its first headers when
  // `body` is read, and lite adds its CORS headers to the built one afterwards.
  const headers = new Headers(response.headers);
  const body = response.body;
  if (!body) {
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
  headers.delete('content-length');
  headers.set('content-encoding', 'gzip');
  headers.append('vary', 'Accept-Encoding');
  return new Response(body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** `gzip` listed and not refused (`gzip;q=0`); `*` counts when gzip is not named. */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name.trim() === 'gzip') return !refused;
    if (name.trim() === '*') wildcard = !refused;
  }
  return wildcard;
}
