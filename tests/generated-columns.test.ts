import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY } from '../supabase/local/keys.ts';
import { startLocalStack, type LocalStack } from '../supabase/local/stack.ts';
import { TEST_PASSWORD } from './helpers.ts';

/**
 * The guards that compare a row before and after an update (listings_guard, inquiries_guard) leave
 * out every generated column, whatever its name: a column the database derives is not something a
 * vendor changed. Proving it means adding a generated column, which no API role may do, so this
 * file starts a stack of its own (migrated, not seeded; on PostgreSQL in a database of its own on
 * the same server) and adds one as the database owner, as a later migration would.
 */

let stack: LocalStack;
let dataDir: string;
let scratchDatabase: { server: string; name: string } | undefined;

async function createScratchDatabase(server: string): Promise<string> {
  const name = `perfete_generated_${Date.now()}`;
  const owner = postgres(server, { onnotice: () => {}, max: 1 });
  try {
    await owner.unsafe(`create database ${name}`);
  } finally {
    await owner.end();
  }
  scratchDatabase = { server, name };
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'perfete-generated-'));
  const server = process.env.SUPABASE_DB_URL;
  stack = await startLocalStack({
    dataDir,
    databaseUrl: server ? await createScratchDatabase(server) : undefined,
    reset: true,
    seed: false,
    port: 0,
    mailbox: false,
    log: () => {},
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (scratchDatabase) {
    const owner = postgres(scratchDatabase.server, { onnotice: () => {}, max: 1 });
    await owner.unsafe(`drop database if exists ${scratchDatabase.name} with (force)`);
    await owner.end();
  }
});

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A confirmed account (the stack has no mailbox: confirmed as the seed confirms its own). */
async function vendor(label: string): Promise<{ client: SupabaseClient; userId: string }> {
  const client = createClient(stack.url, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const email = `${label}-${Date.now()}@test.perfete.local`;
  const signedUp = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (signedUp.error) throw signedUp.error;
  await stack.sql(
    `update auth.users set email_confirmed_at = now() where email = ${literal(email)};`,
  );
  const signedIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (signedIn.error) throw signedIn.error;
  const userId = signedIn.data.user.id;
  await stack.sql(
    `insert into public.vendor_members (user_id, status) values (${literal(userId)}, 'active');`,
  );
  return { client, userId };
}

/** A published listing of theirs, with one photo, and an inquiry to it. */
async function liveListing(ownerId: string): Promise<{ listingId: string; inquiryId: string }> {
  const [row] = await stack.query<{ listing_id: string; inquiry_id: string }>(`
    with listing as (
      insert into public.listings (name, url_name, business_category_id, status, owner_id, description)
      select 'Lumen & Linen Studio', 'lumen-linen-' || substr(md5(random()::text), 1, 8), c.id,
             'published', ${literal(ownerId)}, 'Linen, candlelight and long tables.'
      from public.business_categories c order by c.name limit 1
      returning id
    ), photo as (
      insert into public.listing_photos (listing_id, url, alt, position)
      select id, 'listings/' || id || '/one.webp', 'Long tables under linen', 0 from listing
    ), inquiry as (
      insert into public.inquiries (listing_id, name, email, message)
      select id, 'Ines and Tomas', 'ines@example.com', 'Are you free in June?' from listing
      returning id
    )
    select (select id from listing) as listing_id, (select id from inquiry) as inquiry_id
  `);
  return { listingId: row!.listing_id, inquiryId: row!.inquiry_id };
}

async function statusOf(table: 'listings' | 'inquiries', id: string) {
  const [row] = await stack.query<{ status: string }>(
    `select status from public.${table} where id = ${literal(id)}`,
  );
  return row?.status;
}

describe('generated columns, read from the catalog', () => {
  it('do not make a vendor’s updates look like content changes', async () => {
    // Columns a later migration might add: derived from others, named in no guard.
    await stack.sql(`
      alter table public.listings
        add column name_letters integer generated always as (char_length(name)) stored;
      alter table public.inquiries
        add column message_letters integer generated always as (char_length(message)) stored;
    `);
    const ana = await vendor('generated');
    const { listingId, inquiryId } = await liveListing(ana.userId);

    // Her own live listing, taken down and sent back to review.
    const down = await ana.client.from('listings').update({ status: 'draft' }).eq('id', listingId);
    expect(down.error).toBeNull();
    expect(await statusOf('listings', listingId)).toBe('draft');
    const back = await ana.client
      .from('listings')
      .update({ status: 'pending' })
      .eq('id', listingId);
    expect(back.error).toBeNull();
    expect(await statusOf('listings', listingId)).toBe('pending');

    // An inquiry's status, as the inbox moves it.
    const replied = await ana.client
      .from('inquiries')
      .update({ status: 'replied' })
      .eq('id', inquiryId);
    expect(replied.error).toBeNull();
    expect(await statusOf('inquiries', inquiryId)).toBe('replied');
  });

  it('leave the guards guarding: a real edit of a live listing or an inquiry is refused', async () => {
    const ana = await vendor('generated-edit');
    const { listingId, inquiryId } = await liveListing(ana.userId);
    const edit = await ana.client
      .from('listings')
      .update({ status: 'draft', name: 'Renamed on the way out' })
      .eq('id', listingId);
    expect(edit.error?.message).toMatch(/sent for review/);
    expect(await statusOf('listings', listingId)).toBe('published');
    const rewrite = await ana.client
      .from('inquiries')
      .update({ message: 'Not what they wrote' })
      .eq('id', inquiryId);
    expect(rewrite.error?.message).toMatch(/only change the status/);
  });
});
