import { mediaTypeOf, sniffMediaType } from './media-types.ts';

/**
 * The local stack's checks on an upload, before @supabase/lite sees it (hosted Supabase Storage
 * does its own):
 *
 * - The size limit holds without a Content-Length: lite compares the bucket's limit with that
 *   header alone, so a chunked upload passed any limit. The body is read here up to the limit
 *   and passed on with its length; one byte more and the answer is lite's own "Payload too large".
 * - The buckets that hold what the site shows (`avatars`, `media`, `review-photos`) take a file
 *   only when its first bytes are the image or video type it claims: a page or an SVG declared
 *   `image/png` is refused, so nothing the API origin serves can run script.
 * - An object name with an empty or dot segment (`a//b`, `a/./b`, `a/`) is refused: the stack
 *   keeps files on disk by name, where `a//b` is the file of `a/b` (an approved file's bytes
 *   could be written over through another name). The storage policies refuse them too
 *   (20261201060000_closed_media_stems.sql); this answers before lite, for every role.
 */
export const CHECKED_BUCKETS = new Set(['avatars', 'media', 'review-photos']);

/** The largest body any bucket may take (config: storage.file_size_limit). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** `POST|PUT /storage/v1/object/<bucket>/<path>` and `PUT …/object/upload/sign/<bucket>/<path>`. */
const OBJECT_WRITE = /^\/storage\/v1\/object\/(?:upload\/sign\/)?([^/]+)\/.+/;
const NOT_A_BUCKET = new Set([
  'list',
  'sign',
  'upload',
  'move',
  'copy',
  'info',
  'public',
  'authenticated',
]);

/** Whether every segment of an object name is a real name: none empty, none `.` or `..`. */
export const namesEverySegment = (name: string): boolean =>
  name !== '' && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** The same for a name as written in a URL: as written and decoded. */
export function isPlainObjectKey(key: string): boolean {
  let decoded = key;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    // a malformed escape: the name as written is what is checked
  }
  return namesEverySegment(key) && namesEverySegment(decoded);
}

/** The object name of an upload's path (after its bucket), as written in the URL. */
function uploadKey(request: Request): string {
  const { pathname } = new URL(request.url);
  const match = /^\/storage\/v1\/object\/(?:upload\/sign\/)?[^/]+\/(.*)$/.exec(pathname);
  return match?.[1] ?? '';
}

/** The bucket an upload goes to, or null for any other request. */
export function uploadBucket(request: Request): string | null {
  const { pathname } = new URL(request.url);
  const signed = pathname.startsWith('/storage/v1/object/upload/sign/');
  if (!(request.method === 'PUT' || (request.method === 'POST' && !signed))) return null;
  const bucket = OBJECT_WRITE.exec(pathname)?.[1];
  if (!bucket || (!signed && NOT_A_BUCKET.has(bucket))) return null;
  return decodeURIComponent(bucket);
}

/** Storage's error shape, as lite answers its own (HTTP 400, the status in the body). */
const storageError = (statusCode: number, error: string, message: string) =>
  Response.json({ statusCode: String(statusCode), error, message }, { status: 400 });

export const tooLarge = (limit: number) =>
  storageError(
    413,
    'Payload too large',
    `The object exceeded the maximum allowed size of ${limit} bytes`,
  );

/**
 * The body, or null when it is longer than `limit` bytes. What comes past the limit is read and
 * dropped, not kept: cancelling the request's stream instead left the server unable to answer.
 */
async function readUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : new Uint8Array(Buffer.concat(chunks));
}

/**
 * The files an upload carries and the types they claim: the body and its Content-Type, or every
 * file part of a form (lite stores the one named `file`).
 */
async function claimedFiles(
  request: Request,
  body: Uint8Array<ArrayBuffer>,
): Promise<{ type: string; bytes: Uint8Array }[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    return [{ type: mediaTypeOf(contentType), bytes: body }];
  const form = await new Response(body, { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => null);
  const files = [...(form?.values() ?? [])].filter((part) => typeof part !== 'string');
  return Promise.all(
    files.map(async (file) => ({
      type: mediaTypeOf(file.type),
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

/**
 * Checks one upload. Answers the refusal, or the request to pass on: the same, with its body read
 * and its Content-Length set. (Tagged, not told apart by `instanceof`: @hono/node-server puts its
 * own Response class in place of the global one, so a Response.json() is no `Response` there.)
 */
export async function guardUpload(
  request: Request,
  bucket: string,
  bucketLimit: number | null,
): Promise<{ refused: Response } | { request: Request }> {
  const limit = Math.min(bucketLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  const declared = Number(request.headers.get('content-length'));
  // A multipart body carries a little more than its file: lite weighs the file itself.
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
  const body = await readUpTo(request, multipart ? limit + 64 * 1024 : limit);
  if (body === null) return { refused: tooLarge(limit) };
  const key = uploadKey(request);
  if (!isPlainObjectKey(key))
    return { refused: storageError(400, 'Invalid key', `Invalid object key: ${key}`) };
  if (CHECKED_BUCKETS.has(bucket)) {
    const files = await claimedFiles(request, body);
    const mismatch = files.find(
      (file) =>
        file.type !== 'application/octet-stream' && sniffMediaType(file.bytes) !== file.type,
    );
    if (mismatch)
      return {
        refused: storageError(
          415,
          'invalid_mime_type',
          `The file's content is not ${mismatch.type}: only images and films of the type they claim are taken`,
        ),
      };
  }
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(body.byteLength));
  if (Number.isFinite(declared) && declared > 0 && declared !== body.byteLength)
    return {
      refused: storageError(400, 'InvalidRequest', 'The body is not as long as its Content-Length'),
    };
  return { request: new Request(request.url, { method: request.method, headers, body }) };
}

/** Every storage answer: never sniffed by a browser into another type. */
export function withNoSniff(response: Response): Response {
  if (response.headers.get('x-content-type-options') === 'nosniff') return response;
  const headers = new Headers(response.headers);
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
