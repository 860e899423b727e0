// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RangeFilesystemStorageAdapter } from './storage-adapter.ts';

let base: string;
let adapter: RangeFilesystemStorageAdapter;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'adapter-'));
  adapter = new RangeFilesystemStorageAdapter({ basePath: base });
});
afterEach(() => rm(base, { recursive: true, force: true }));

const put = (key: string, text: string) =>
  adapter.uploadObject('media', key, undefined, Buffer.from(text), 'image/webp', 'no-cache');

describe('one object, one file', () => {
  it.each(['a//b.webp', 'a/./b.webp', 'a/b.webp/', 'a/x/../b.webp'])(
    '%s reaches no other object’s file, by upload or copy',
    async (key) => {
      await put('a/b.webp', 'approved');
      await put('a/c.webp', 'other');
      await expect(put(key, 'written over')).rejects.toThrow(/Invalid object key/);
      await expect(
        adapter.copyObject('media', 'a/c.webp', undefined, 'media', key),
      ).rejects.toThrow(/Invalid object key/);
      expect(await readFile(path.join(base, 'media/a/b.webp'), 'utf8')).toBe('approved');
    },
  );
});
