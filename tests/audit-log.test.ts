import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The audit log reads in words: each row names what changed (the listing, the story), a changed
 * reference says what it points at (the admin who reviewed, by name), and approving a text-only
 * change of a live listing logs that change, not the gallery deleted and added again.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

interface AuditRow {
  table_name: string;
  row_id: string;
  action: string;
  row_label: string | null;
  changed: Record<string, { from?: unknown; to?: unknown; from_label?: string; to_label?: string }>;
}

let service: SupabaseClient;
let admin: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

/** A member's published listing with a gallery of three. */
async function liveListing() {
  const vendor = await newUserClient('audit');
  expect(
    (await service.from('vendor_members').insert({ user_id: vendor.userId, status: 'active' }))
      .error,
  ).toBeNull();
  const name = `Audit Atelier ${randomUUID().slice(0, 8)}`;
  const created = await service
    .from('listings')
    .insert({
      name,
      url_name: name.toLowerCase().replace(/ /g, '-'),
      business_category_id: PHOTOGRAPHY,
      owner_id: vendor.userId,
      status: 'published',
      description: 'The approved words.',
    })
    .select('id')
    .single();
  if (created.error) throw created.error;
  const id = created.data.id as string;
  const photos = ['one', 'two', 'three'].map((photo, position) => ({
    listing_id: id,
    url: `listings/${id}/${photo}.webp`,
    alt: `The ${photo} photo`,
    position,
  }));
  const inserted = await service.from('listing_photos').insert(photos).select('id');
  if (inserted.error) throw inserted.error;
  return {
    vendor,
    id,
    name,
    photos: photos.map(({ url, alt }) => ({ url, alt })),
    photoIds: inserted.data.map((row) => row.id as string),
  };
}

async function auditOf(filter: { table: string; rowIds: string[] }): Promise<AuditRow[]> {
  const { data, error } = await admin
    .from('admin_audit')
    .select('table_name,row_id,action,row_label,changed')
    .eq('table_name', filter.table)
    .in('row_id', filter.rowIds)
    .order('id');
  if (error) throw error;
  return data as AuditRow[];
}

describe('the audit log', () => {
  it('logs a text-only change of a live listing as that change, under the listing’s name', async () => {
    const listing = await liveListing();
    // What the editor sends: the new words, and the gallery as it stands.
    expect(
      (
        await listing.vendor.client.from('listing_changes').upsert({
          listing_id: listing.id,
          changes: { description: 'The new words.', photos: listing.photos },
        })
      ).error,
    ).toBeNull();
    expect((await admin.rpc('approve_listing_changes', { listing_id: listing.id })).error).toBe(
      null,
    );

    expect(await auditOf({ table: 'listing_photos', rowIds: listing.photoIds })).toEqual([]);
    const photoRows = await admin
      .from('admin_audit')
      .select('id')
      .eq('table_name', 'listing_photos')
      .eq('row_label', listing.name);
    expect(photoRows.data, 'no photo added or deleted').toEqual([]);
    expect(await auditOf({ table: 'listings', rowIds: [listing.id] })).toEqual([
      {
        table_name: 'listings',
        row_id: listing.id,
        action: 'update',
        row_label: listing.name,
        changed: { description: { from: 'The approved words.', to: 'The new words.' } },
      },
    ]);
    const change = await auditOf({ table: 'listing_changes', rowIds: [listing.id] });
    expect(change.map((row) => [row.action, row.row_label])).toEqual([['delete', listing.name]]);
  });

  it('logs one photo swapped as one deletion and one addition, each naming the listing', async () => {
    const listing = await liveListing();
    const photos = [
      listing.photos[0]!,
      listing.photos[1]!,
      { url: `listings/${listing.id}/four.webp`, alt: 'The four photo' },
    ];
    expect(
      (
        await listing.vendor.client
          .from('listing_changes')
          .upsert({ listing_id: listing.id, changes: { photos } })
      ).error,
    ).toBeNull();
    expect((await admin.rpc('approve_listing_changes', { listing_id: listing.id })).error).toBe(
      null,
    );
    const rows = await admin
      .from('admin_audit')
      .select('action,row_label,changed')
      .eq('table_name', 'listing_photos')
      .eq('row_label', listing.name)
      .order('id');
    expect(
      (rows.data as AuditRow[]).map((row) => [row.action, row.row_label, row.changed.url]),
    ).toEqual([
      ['delete', listing.name, `listings/${listing.id}/three.webp`],
      ['insert', listing.name, `listings/${listing.id}/four.webp`],
    ]);
  });

  it('says who reviewed in words, and what a changed category is', async () => {
    const listing = await liveListing();
    expect(
      (
        await listing.vendor.client
          .from('listing_changes')
          .upsert({ listing_id: listing.id, changes: { description: 'Shorter.' } })
      ).error,
    ).toBeNull();
    expect(
      (
        await admin
          .from('listing_changes')
          .update({ status: 'changes_requested', reason: 'Say where you work.' })
          .eq('listing_id', listing.id)
      ).error,
    ).toBeNull();
    const [asked] = await auditOf({ table: 'listing_changes', rowIds: [listing.id] }).then((rows) =>
      rows.filter((row) => row.action === 'update'),
    );
    expect(asked?.row_label).toBe(listing.name);
    expect(asked?.changed.reviewed_by).toMatchObject({
      from: null,
      to_label: DEMO_ACCOUNTS.admin.fullName,
    });

    const florist = REFERENCE.businessCategories.florist!;
    expect(
      (await admin.from('listings').update({ business_category_id: florist }).eq('id', listing.id))
        .error,
    ).toBeNull();
    const [moved] = await auditOf({ table: 'listings', rowIds: [listing.id] });
    expect(moved?.row_label).toBe(listing.name);
    expect(moved?.changed.business_category_id).toEqual({
      from: PHOTOGRAPHY,
      to: florist,
      from_label: 'Photography',
      to_label: 'Florist',
    });
  });
});
