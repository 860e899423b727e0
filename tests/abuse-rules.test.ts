import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { LISTING_VIEWS_PER_NETWORK_PER_MINUTE } from '../src/config/throttles.ts';
import { anonClient, newUserClient, serviceClient } from './helpers.ts';

/**
 * Issue #29's lower items: a decision withdraws open invitations; applications are archived
 * before any delete; admins' edits of other people's profiles are audited; views are counted
 * once per client network and listing a day, bounded per network, and never for a hidden listing.
 */

const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const FLORIST = REFERENCE.businessCategories.florist ?? REFERENCE.businessCategories.photography!;
const realtime = { transport: WebSocket as unknown as typeof globalThis.WebSocket };

let service: SupabaseClient;
let admin: { client: SupabaseClient; userId: string };
let owner: { client: SupabaseClient; userId: string };

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const network = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::9`;

function clientFrom(address: string): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('publishableKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'x-forwarded-for': address } },
    realtime,
  });
}

async function pendingApplication(): Promise<{ id: string; email: string }> {
  const email = `${unique('applicant')}@example.com`;
  const sent = await anonClient()
    .from('membership_applications')
    .insert({
      business_name: unique('Wildwood'),
      contact_name: 'Jo Vendor',
      email,
      category: FLORIST,
      consent: true,
    });
  expect(sent.error).toBeNull();
  const { data, error } = await service
    .from('membership_applications')
    .select('id')
    .eq('email', email)
    .single();
  if (error) throw error;
  return { id: data.id as string, email };
}

/** Owned: an unowned listing is not counted for a visitor (their id and its owner, both null). */
async function publishedListing(ownerId: string = owner.userId): Promise<string> {
  const name = unique('viewed');
  const { data, error } = await service
    .from('listings')
    .insert({
      name,
      url_name: name,
      business_category_id: FLORIST,
      status: 'published',
      owner_id: ownerId,
    })
    .select('id')
    .single();
  if (error) throw new Error(`arranging a listing failed: ${error.message}`);
  return data.id as string;
}

const view = (client: SupabaseClient, listingId: string) =>
  client
    .rpc('record_listing_view', { listing_id: listingId, visitor: randomUUID() })
    .then(({ data, error }) => {
      if (error) throw error;
      return data as boolean;
    });

beforeAll(async () => {
  service = serviceClient();
  admin = await newUserClient('abuse-admin');
  expect((await service.from('admin_users').insert({ id: admin.userId })).error).toBeNull();
  owner = await newUserClient('abuse-owner');
  expect(
    (await service.from('vendor_members').insert({ user_id: owner.userId, status: 'active' }))
      .error,
  ).toBeNull();
});

describe('a decision withdraws the open invitations', () => {
  it.each(['declined', 'waitlisted'])(
    '%s: the invitation can no longer be accepted',
    async (decision) => {
      const { id, email } = await pendingApplication();
      const invitation = await admin.client.rpc('create_invitation', { application_id: id });
      expect(invitation.error).toBeNull();
      const invitationId = (invitation.data as { invitation_id: string }).invitation_id;
      const token = (invitation.data as { token: string }).token;

      const decided = await admin.client
        .from('membership_applications')
        .update({ status: decision })
        .eq('id', id);
      expect(decided.error).toBeNull();
      const { data: stored } = await service
        .from('membership_invitations')
        .select('revoked_at, accepted_at')
        .eq('id', invitationId)
        .single();
      expect(stored!.revoked_at).not.toBeNull();
      expect(stored!.accepted_at).toBeNull();

      const invitee = await newUserClient('abuse-invitee');
      const accepted = await invitee.client.rpc('accept_invitation', { token });
      expect(accepted.error).not.toBeNull();
      expect(email).toContain('@');
    },
  );
});

describe('applications: archived before any delete', () => {
  it('an admin cannot delete a pending application; archived, it can be', async () => {
    const { id } = await pendingApplication();
    const deleted = await admin.client
      .from('membership_applications')
      .delete()
      .eq('id', id)
      .select('id');
    expect(deleted.data ?? []).toEqual([]);
    const still = await service.from('membership_applications').select('id').eq('id', id);
    expect(still.data).toHaveLength(1);

    expect(
      (
        await admin.client
          .from('membership_applications')
          .update({ status: 'archived' })
          .eq('id', id)
      ).error,
    ).toBeNull();
    const gone = await admin.client
      .from('membership_applications')
      .delete()
      .eq('id', id)
      .select('id');
    expect(gone.data).toEqual([{ id }]);
  });
});

describe("admins' edits of profiles are audited", () => {
  it("another person's profile: on record, with who and what; the admin's own: not", async () => {
    const person = await newUserClient('abuse-person');
    const name = unique('Renamed');
    const edited = await admin.client
      .from('profiles')
      .update({ full_name: name })
      .eq('id', person.userId)
      .select('id');
    expect(edited.data).toEqual([{ id: person.userId }]);

    const { data: audit } = await admin.client
      .from('admin_audit')
      .select('actor_id, table_name, row_id, action, changed')
      .eq('table_name', 'profiles')
      .eq('row_id', person.userId);
    expect(audit).toHaveLength(1);
    expect(audit![0]).toMatchObject({
      actor_id: admin.userId,
      action: 'update',
      changed: { full_name: { to: name } },
    });

    const own = await admin.client
      .from('profiles')
      .update({ full_name: unique('Admin') })
      .eq('id', admin.userId)
      .select('id');
    expect(own.data).toEqual([{ id: admin.userId }]);
    const { data: ownAudit } = await admin.client
      .from('admin_audit')
      .select('id')
      .eq('table_name', 'profiles')
      .eq('row_id', admin.userId);
    expect(ownAudit).toEqual([]);
  });
});

describe('view counting', () => {
  it('one count per client network and listing a day, whatever browser id it sends', async () => {
    const listing = await publishedListing();
    const from = clientFrom(network());
    expect(await view(from, listing)).toBe(true);
    expect(await view(from, listing)).toBe(false);
    expect(await view(clientFrom(network()), listing)).toBe(true);
  });

  it(`at most ${LISTING_VIEWS_PER_NETWORK_PER_MINUTE} counted views a minute from one network`, async () => {
    const listings = await Promise.all(
      Array.from({ length: LISTING_VIEWS_PER_NETWORK_PER_MINUTE + 1 }, () => publishedListing()),
    );
    const from = clientFrom(network());
    const counted: boolean[] = [];
    for (const listing of listings) counted.push(await view(from, listing));
    expect(counted.filter(Boolean)).toHaveLength(LISTING_VIEWS_PER_NETWORK_PER_MINUTE);
    expect(counted.at(-1)).toBe(false);
  });

  it("a suspended member's listing, hidden from the directory, is not counted", async () => {
    const vendor = await newUserClient('abuse-suspended');
    expect(
      (await service.from('vendor_members').insert({ user_id: vendor.userId, status: 'active' }))
        .error,
    ).toBeNull();
    const listing = await publishedListing(vendor.userId);
    expect(await view(anonClient(), listing)).toBe(true);
    expect(
      (
        await service
          .from('vendor_members')
          .update({ status: 'suspended', status_reason: 'Under review' })
          .eq('user_id', vendor.userId)
      ).error,
    ).toBeNull();
    expect(await view(anonClient(), listing)).toBe(false);
    expect(await view(clientFrom(network()), listing)).toBe(false);
  });
});
