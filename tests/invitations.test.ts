import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  anonClient,
  newUserClient,
  newUserClientFor,
  serviceClient,
  signedInClient,
} from './helpers.ts';

/**
 * From an admin's invitation to a member's first listing: the invitee's own confirmed email is the
 * proof (my_invitation, accept_my_invitation), every state of an invitation says what it is, and
 * the first listing starts as a draft filled from the application.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const FLORIST =
  REFERENCE.businessCategories.florist ?? Object.values(REFERENCE.businessCategories)[0]!;

let service: SupabaseClient;
let admin: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

/** An application sent anonymously, and the admin's invitation with its admission note. */
async function invited(note = 'For florals that look gathered, not arranged.') {
  const email = `invitee-${randomUUID().slice(0, 8)}@test.perfete.local`;
  const business = `Wildwood Florals ${randomUUID().slice(0, 4)}`;
  expect(
    (
      await anonClient().from('membership_applications').insert({
        business_name: business,
        contact_name: 'Ivy Marsh',
        email,
        category: FLORIST,
        city: 'Bath',
        country: 'United Kingdom',
        website: 'https://wildwood.example',
        instagram: '@wildwoodflorals',
        message: 'Seasonal, gathered flowers.',
        consent: true,
      })
    ).error,
  ).toBeNull();
  const { data: rows } = await service
    .from('membership_applications')
    .select('id')
    .eq('business_name', business);
  const applicationId = rows![0]!.id as string;
  expect(
    (
      await admin
        .from('membership_applications')
        .update({ admission_note: note })
        .eq('id', applicationId)
    ).error,
  ).toBeNull();
  const invitation = await admin.rpc('create_invitation', { application_id: applicationId });
  expect(invitation.error).toBeNull();
  return {
    email,
    business,
    applicationId,
    invitationId: (invitation.data as { invitation_id: string }).invitation_id,
  };
}

describe('accepting my invitation', () => {
  it('makes the invitee a member with their admission note and a draft listing from the application', async () => {
    const { email, business, applicationId } = await invited();
    const invitee = await newUserClientFor(email);

    const mine = await invitee.client.rpc('my_invitation');
    expect(mine.data).toMatchObject({ state: 'open', email, business_name: business });

    const accepted = await invitee.client.rpc('accept_my_invitation');
    expect(accepted.error).toBeNull();
    const listingId = (accepted.data as { listing_id: string }).listing_id;

    const listing = await invitee.client
      .from('listings')
      .select('name, status, business_category_id, city, country, website, instagram')
      .eq('id', listingId)
      .single();
    expect(listing.data).toEqual({
      name: business,
      status: 'draft',
      business_category_id: FLORIST,
      city: 'Bath',
      country: 'United Kingdom',
      website: 'https://wildwood.example',
      instagram: '@wildwoodflorals',
    });
    // owner_id is private (the owner finds their listings through my_listing_ids)
    expect((await invitee.client.rpc('my_listing_ids')).data).toEqual([listingId]);
    // Public once the listing is published, keyed by listing (no account id handed out).
    const hidden = await anonClient()
      .from('listing_admissions')
      .select('admission_note')
      .eq('listing_id', listingId);
    expect(hidden.data).toEqual([]);
    const published = await service
      .from('listings')
      .update({ status: 'published' })
      .eq('id', listingId);
    expect(published.error).toBeNull();
    const shown = await anonClient()
      .from('listing_admissions')
      .select('*')
      .eq('listing_id', listingId);
    expect(shown.data).toEqual([
      {
        listing_id: listingId,
        admission_note: 'For florals that look gathered, not arranged.',
        member_since: expect.any(String),
      },
    ]);
    expect((await invitee.client.rpc('my_invitation')).data).toMatchObject({ state: 'accepted' });
    const application = await service
      .from('membership_applications')
      .select('status, reviewed_by')
      .eq('id', applicationId)
      .single();
    expect(application.data?.status).toBe('invited');
    expect(application.data?.reviewed_by).toBeTruthy();

    const again = await invitee.client.rpc('accept_my_invitation');
    expect(again.error?.message).toMatch(/already been accepted/);
  });

  it('refuses someone the invitation was not sent to', async () => {
    await invited();
    const stranger = await newUserClient('stranger');
    expect((await stranger.client.rpc('my_invitation')).data).toMatchObject({ state: 'none' });
    const { error } = await stranger.client.rpc('accept_my_invitation');
    expect(error?.message).toMatch(/no invitation for this email/);
    const member = await service
      .from('vendor_members')
      .select('user_id')
      .eq('user_id', stranger.userId);
    expect(member.data).toEqual([]);
  });

  it('says a withdrawn invitation is withdrawn, and refuses it', async () => {
    const { email, invitationId } = await invited();
    expect(
      (
        await admin
          .from('membership_invitations')
          .update({ revoked_at: new Date().toISOString() })
          .eq('id', invitationId)
      ).error,
    ).toBeNull();
    const invitee = await newUserClientFor(email);
    expect((await invitee.client.rpc('my_invitation')).data).toMatchObject({ state: 'withdrawn' });
    expect((await invitee.client.rpc('accept_my_invitation')).error?.message).toMatch(/withdrawn/);
  });

  it('says an expired invitation has expired, and refuses it', async () => {
    const { email, invitationId } = await invited();
    expect(
      (
        await service
          .from('membership_invitations')
          .update({
            created_at: new Date(Date.now() - 20 * 86_400_000).toISOString(),
            expires_at: new Date(Date.now() - 86_400_000).toISOString(),
          })
          .eq('id', invitationId)
      ).error,
    ).toBeNull();
    const invitee = await newUserClientFor(email);
    expect((await invitee.client.rpc('my_invitation')).data).toMatchObject({ state: 'expired' });
    expect((await invitee.client.rpc('accept_my_invitation')).error?.message).toMatch(/expired/);
  });

  it('is for signed-in people only', async () => {
    expect((await anonClient().rpc('my_invitation')).error).not.toBeNull();
    expect((await anonClient().rpc('accept_my_invitation')).error).not.toBeNull();
  });
});
