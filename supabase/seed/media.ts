/**
 * Renders the generated artwork and uploads it, with the committed demo videos, to the public
 * `media` bucket through the Storage API (service key).
 *
 * Rendering runs in worker threads (one per core, two at most) so the main thread stays free for
 * the stack itself (PGlite and the HTTP server run there); uploads overlap with rendering.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SupabaseClient } from '@supabase/supabase-js';
import { renderVariants, type ArtSpec, type Variant } from './images.ts';
import type { RenderRequest, RenderResponse } from './render-worker.ts';
import { withRetry } from './retry.ts';
import { posterObjectPath, VIDEO_CLIPS, videoObjectPath } from './videos.ts';

export const MEDIA_BUCKET = 'media';
const VIDEO_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets/videos');
/** Seeded objects never change for a given path, so browsers may keep them for a year. */
const CACHE_CONTROL = '31536000';
const UPLOAD_CONCURRENCY = 4;

/** One artwork: uploaded as `<base>-<suffix>.webp` for every variant. */
export interface ImageJob {
  base: string;
  spec: ArtSpec;
  variants: readonly Variant[];
}

export const variantPath = (base: string, suffix: string) => `${base}-${suffix}.webp`;

/** A rendered variant's object path and content type (JPEG share images, WebP the rest). */
function variantObject(job: ImageJob, suffix: string) {
  const jpeg = job.variants.find((variant) => variant.suffix === suffix)?.format === 'jpeg';
  return jpeg
    ? { path: `${job.base}-${suffix}.jpg`, contentType: 'image/jpeg' }
    : { path: variantPath(job.base, suffix), contentType: 'image/webp' };
}

type Renderer = {
  render: (job: ImageJob) => Promise<Map<string, Uint8Array>>;
  close: () => Promise<void>;
};

function inProcessRenderer(): Renderer {
  return {
    render: async (job) =>
      new Map(
        [...(await renderVariants(job.spec, job.variants))].map(([suffix, buffer]) => [
          suffix,
          new Uint8Array(buffer),
        ]),
      ),
    close: async () => {},
  };
}

function workerRenderer(count: number): Renderer {
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL('./render-worker.ts', import.meta.url)),
  );
  const pending = new Map<
    number,
    { resolve: (value: Map<string, Uint8Array>) => void; reject: (error: Error) => void }
  >();
  const load = new Map<Worker, number>(workers.map((worker) => [worker, 0]));
  let nextId = 0;
  for (const worker of workers) {
    worker.on('message', (response: RenderResponse) => {
      load.set(worker, (load.get(worker) ?? 1) - 1);
      const entry = pending.get(response.id);
      pending.delete(response.id);
      if (!entry) return;
      if (response.error || !response.outputs)
        entry.reject(new Error(response.error ?? 'render failed'));
      else entry.resolve(new Map(response.outputs.map((output) => [output.suffix, output.data])));
    });
    worker.on('error', (error) => {
      for (const entry of pending.values()) entry.reject(error);
      pending.clear();
    });
  }
  return {
    render: (job) =>
      new Promise((resolve, reject) => {
        const id = (nextId += 1);
        pending.set(id, { resolve, reject });
        // Least busy worker first.
        const worker = [...load.entries()].sort((a, b) => a[1] - b[1])[0]![0];
        load.set(worker, (load.get(worker) ?? 0) + 1);
        worker.postMessage({
          id,
          spec: job.spec,
          variants: [...job.variants],
        } satisfies RenderRequest);
      }),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let index = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (index < items.length) {
      const item = items[index] as T;
      index += 1;
      await task(item);
    }
  });
  await Promise.all(runners);
}

async function upload(
  client: SupabaseClient,
  objectPath: string,
  body: Uint8Array,
  contentType: string,
) {
  await withRetry(`upload ${objectPath}`, async () => {
    const { error } = await client.storage
      .from(MEDIA_BUCKET)
      .upload(objectPath, body, { contentType, upsert: true, cacheControl: CACHE_CONTROL });
    if (error)
      throw new Error(error.message, {
        cause: (error as { originalError?: unknown }).originalError ?? error,
      });
  });
}

export interface MediaStats {
  images: number;
  files: number;
  bytes: number;
}

/** Renders every job and uploads each variant; returns counts for the log. */
export async function renderAndUploadImages(
  client: SupabaseClient,
  jobs: readonly ImageJob[],
): Promise<MediaStats> {
  const parallel = Math.max(1, Math.min(2, (os.availableParallelism?.() ?? os.cpus().length) || 1));
  let renderer: Renderer;
  try {
    renderer = workerRenderer(parallel);
  } catch {
    renderer = inProcessRenderer();
  }
  const stats: MediaStats = { images: 0, files: 0, bytes: 0 };
  const uploads: Promise<void>[] = [];
  let inFlight = 0;
  const waiters: (() => void)[] = [];
  const queueUpload = (objectPath: string, data: Uint8Array, contentType: string) => {
    const run = async () => {
      while (inFlight >= UPLOAD_CONCURRENCY)
        await new Promise<void>((resolve) => waiters.push(resolve));
      inFlight += 1;
      try {
        await upload(client, objectPath, data, contentType);
        stats.files += 1;
        stats.bytes += data.byteLength;
      } finally {
        inFlight -= 1;
        waiters.shift()?.();
      }
    };
    uploads.push(run());
  };
  try {
    // Keep both workers busy: a few renders in flight per worker.
    await pool(jobs, parallel * 2, async (job) => {
      const outputs = await renderer.render(job);
      stats.images += 1;
      for (const [suffix, data] of outputs) {
        const { path: objectPath, contentType } = variantObject(job, suffix);
        queueUpload(objectPath, data, contentType);
      }
    });
    await Promise.all(uploads);
  } finally {
    await renderer.close();
  }
  return stats;
}

/** Uploads the committed clips and their posters (see generate-videos.ts). */
export async function uploadVideos(client: SupabaseClient): Promise<MediaStats> {
  const stats: MediaStats = { images: 0, files: 0, bytes: 0 };
  await pool(VIDEO_CLIPS, UPLOAD_CONCURRENCY, async (clip) => {
    const video = await fs.readFile(path.join(VIDEO_DIR, `${clip.name}.mp4`));
    const poster = await fs.readFile(path.join(VIDEO_DIR, `${clip.name}.webp`));
    await upload(client, videoObjectPath(clip.name), video, 'video/mp4');
    await upload(client, posterObjectPath(clip.name), poster, 'image/webp');
    stats.files += 2;
    stats.bytes += video.byteLength + poster.byteLength;
  });
  return stats;
}
