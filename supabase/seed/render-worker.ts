/**
 * Worker thread for media.ts: renders one artwork's variants per message, off the main thread
 * (where PGlite and the HTTP server run). The cache lives in images.ts, shared by all workers.
 */
import { parentPort } from 'node:worker_threads';
import { renderVariants, type ArtSpec, type Variant } from './images.ts';

export interface RenderRequest {
  id: number;
  spec: ArtSpec;
  variants: Variant[];
}

export interface RenderResponse {
  id: number;
  outputs?: { suffix: string; data: Uint8Array }[];
  error?: string;
}

parentPort?.on('message', (request: RenderRequest) => {
  renderVariants(request.spec, request.variants).then(
    (outputs) => {
      const list = [...outputs].map(([suffix, buffer]) => ({
        suffix,
        data: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
      }));
      parentPort?.postMessage({ id: request.id, outputs: list } satisfies RenderResponse);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderResponse),
  );
});
