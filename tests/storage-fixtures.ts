import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect, inject } from 'vitest';
import { PNG, MP4 } from './storage-bytes.ts';
import { newUserClient, serviceClient } from './helpers.ts';

/** What the storage tests (tests/storage-files.test.ts, tests/media-stems.test.ts) arrange and read alike. */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

export type Person = { client: SupabaseClient; userId: string };

/** A new account made an active vendor. */
export async function vendor(label: string): Promise<Person> {
  const person = await newUserClient(label);
  const joined = await serviceClient()
    .from('vendor_members')
    .insert({ user_id: person.userId, status: 'active' });
  if (joined.error) throw joined.error;
  return person;
}

/** A draft listing of `owner`'s, written by them; its id. */
export async function draftOf(owner: Person, prefix = 'sf'): Promise<string> {
  const urlName = `${prefix}-${randomUUID().slice(0, 12)}`;
  const created = await owner.client
    .from('listings')
    .insert({
      name: `Files ${urlName}`,
      url_name: urlName,
      business_category_id: PHOTOGRAPHY,
      owner_id: owner.userId,
      description: 'Words.',
      city: 'Lisbon',
      country: 'Portugal',
    })
    .select('id')
    .single();
  if (created.error) throw created.error;
  return created.data.id as string;
}

/** The object's bytes, asked with the service client (null when it is gone). */
export async function bytesOf(bucket: string, path: string): Promise<Buffer | null> {
  const { data } = await serviceClient().storage.from(bucket).download(path);
  return data ? Buffer.from(await data.arrayBuffer()) : null;
}

/** One run of the storage sweep, as the schedule calls it. */
export async function sweep() {
  const response = await fetch(`${inject('supabaseUrl')}/functions/v1/sweep-media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('secretKey')}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { queued: number; removed: number; failed: number };
}

/** The media type a test file's bytes claim (tests/storage-bytes.ts; JPEG by its first byte). */
export const typeOf = (body: Buffer) =>
  body === PNG
    ? 'image/png'
    : body === MP4
      ? 'video/mp4'
      : body[0] === 0xff
        ? 'image/jpeg'
        : 'image/webp';

export const upload = (client: SupabaseClient, bucket: string, path: string, body: Buffer) =>
  client.storage.from(bucket).upload(path, body, { contentType: typeOf(body), upsert: false });

/** Uploads `body` to `path` (throws when refused); the path. */
export async function uploaded(client: SupabaseClient, bucket: string, path: string, body: Buffer) {
  const { error } = await upload(client, bucket, path, body);
  if (error) throw error;
  return path;
}
