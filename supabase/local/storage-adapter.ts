import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseByteRange } from './byte-range.ts';
import { sniffMediaType } from './media-types.ts';
import { namesEverySegment } from './upload-guard.ts';

/**
 * What the HTTP layer learns from one download: the request's Range header goes in, the range
 * actually served (or that it was unsatisfiable) comes out. @supabase/lite's storage service calls
 * `adapter.getObject()` without the request headers, so the server hands them over through this
 * async context instead; lite still performs every bucket and RLS check before the adapter runs.
 */
export interface DownloadContext {
  rangeHeader: string | null;
  served?: { start: number; end: number; size: number } | 'unsatisfiable';
}
export const downloadContext = new AsyncLocalStorage<DownloadContext>();

const MIME_BY_EXTENSION: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
};

/** The first bytes of a file, enough for its magic number. */
async function firstBytes(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = new Uint8Array(64);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

type Body = WebReadableStream | ReadableStream | Buffer | Uint8Array;

/**
 * Files on local disk under `<basePath>/<bucket>/<key>`, streamed with `fs.createReadStream` so a
 * download sends exactly the bytes asked for. Replaces lite's FilesystemStorageAdapter, whose
 * `FileHandle.readableWebStream()` yields an empty body on Node 20 and which ignores `Range`.
 * Object metadata (MIME type, size, owner) lives in the database (`storage.objects`); this class
 * only moves bytes.
 */
export class RangeFilesystemStorageAdapter {
  readonly driver = fs;
  readonly basePath: string;

  constructor(options: { basePath: string }) {
    this.basePath = path.resolve(options.basePath);
  }

  /**
   * The file of an object. One object, one file: a name with an empty or dot segment (`a//b`,
   * `a/./b`) would resolve to another object's file (`a/b`), so it has none.
   */
  private filePath(bucket: string, key: string): string {
    if (!namesEverySegment(key)) throw new Error(`Invalid object key: ${key}`);
    const resolved = path.resolve(this.basePath, bucket, key);
    if (!resolved.startsWith(this.basePath + path.sep))
      throw new Error(`Invalid object key: ${key}`);
    return resolved;
  }

  private async metadata(file: string, key: string) {
    const stat = await fs.stat(file);
    const eTag = `"${createHash('md5').update(`${file}:${stat.mtimeMs}:${stat.size}`).digest('hex')}"`;
    const extension = path.extname(key).toLowerCase();
    return {
      cacheControl: 'max-age=3600',
      contentLength: stat.size,
      size: stat.size,
      // What the bytes are, whatever the name says (an avatar named x.svg holding a PNG is a
      // PNG); by the name only for what no magic number tells, and never as SVG or HTML.
      mimetype:
        sniffMediaType(await firstBytes(file)) ??
        MIME_BY_EXTENSION[extension] ??
        'application/octet-stream',
      lastModified: stat.mtime,
      eTag,
    };
  }

  async getObject(bucket: string, key: string) {
    const file = this.filePath(bucket, key);
    const metadata = await this.metadata(file, key);
    const context = downloadContext.getStore();
    const range = parseByteRange(context?.rangeHeader, metadata.size);
    if (range === 'unsatisfiable') {
      if (context) context.served = 'unsatisfiable';
      return {
        httpStatusCode: 416,
        metadata: { ...metadata, contentLength: 0 },
        body: Buffer.alloc(0),
      };
    }
    if (range) {
      if (context) context.served = { ...range, size: metadata.size };
      const body = Readable.toWeb(createReadStream(file, range));
      return {
        httpStatusCode: 206,
        metadata: { ...metadata, contentLength: range.end - range.start + 1 },
        body,
      };
    }
    return { httpStatusCode: 200, metadata, body: Readable.toWeb(createReadStream(file)) };
  }

  async uploadObject(
    bucket: string,
    key: string,
    _version: string | undefined,
    body: Body,
    contentType: string,
    cacheControl: string,
  ) {
    const file = this.filePath(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const bytes =
      Buffer.isBuffer(body) || body instanceof Uint8Array
        ? Buffer.from(body)
        : Buffer.from(await new Response(body as ReadableStream).arrayBuffer());
    await fs.writeFile(file, bytes);
    const stat = await fs.stat(file);
    return {
      cacheControl,
      contentLength: stat.size,
      size: stat.size,
      mimetype: contentType,
      lastModified: stat.mtime,
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    };
  }

  async deleteObject(bucket: string, key: string) {
    await fs.rm(this.filePath(bucket, key), { force: true });
  }

  async deleteObjects(bucket: string, keys: string[]) {
    await Promise.all(keys.map((key) => this.deleteObject(bucket, key)));
  }

  async copyObject(
    sourceBucket: string,
    source: string,
    _version: string | undefined,
    destinationBucket: string,
    destination: string,
  ) {
    const target = this.filePath(destinationBucket, destination);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(this.filePath(sourceBucket, source), target);
    const { eTag, lastModified } = await this.metadata(target, destination);
    return { httpStatusCode: 200, eTag, lastModified };
  }

  async headObject(bucket: string, key: string) {
    return this.metadata(this.filePath(bucket, key), key);
  }

  async privateAssetUrl(bucket: string, key: string) {
    return `file://${this.filePath(bucket, key)}`;
  }
}
