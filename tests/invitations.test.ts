import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  emailIdsFor,
  linkTo,
  waitForEmail,
  type CaughtEmail,
} from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  anonClient,
  confirmationLink,
  newUserClient,
  newUserClientFor,
  serviceClient,
  signedInClient,
  TEST_PASSWORD,
} from './helpers.ts';
import { deliverEverythingDue, deliverNow } from './delivery.ts';

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
  await deliverEverythingDue();
});

/** An application sent anonymously, and the admin's invitation with its admission note. */
async function invited(
  note = 'For florals that look gathered, not arranged.',
  email = `invitee-${randomUUID().slice(0, 8)}@test.perfete.local`,
  business = `Wildwood Florals ${randomUUID().slice(0, 4)}`,
) {
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
    .eq('business_name', business)
    .eq('email', email);
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
    token: (invitation.data as { token: string }).token,
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

  it('carries over what the applicant wrote: their name, their words and the plain web address', async () => {
    const studio = `Lumen & Linen Été ${randomUUID().slice(0, 6)}`;
    const plain = `lumen-linen-ete-${studio.slice(-6).toLowerCase()}`;
    const first = await invited(undefined, undefined, studio);
    const invitee = await newUserClientFor(first.email);
    const accepted = await invitee.client.rpc('accept_my_invitation');
    expect(accepted.error).toBeNull();
    const listingId = (accepted.data as { listing_id: string }).listing_id;
    const listing = await invitee.client
      .from('listings')
      .select('url_name, description')
      .eq('id', listingId)
      .single();
    expect(listing.data).toEqual({ url_name: plain, description: 'Seasonal, gathered flowers.' });
    const profile = await invitee.client
      .from('profiles')
      .select('full_name')
      .eq('id', invitee.userId)
      .single();
    expect(profile.data?.full_name).toBe('Ivy Marsh');

    // The same name again: the address is taken, so it gets a suffix; a name already on the
    // account is the account's to keep.
    const second = await invited(undefined, undefined, studio);
    const named = await newUserClientFor(second.email);
    expect(
      (await service.from('profiles').update({ full_name: 'Ivy M.' }).eq('id', named.userId)).error,
    ).toBeNull();
    const again = await named.client.rpc('accept_my_invitation');
    expect(again.error).toBeNull();
    const taken = await named.client
      .from('listings')
      .select('url_name')
      .eq('id', (again.data as { listing_id: string }).listing_id)
      .single();
    expect(taken.data?.url_name).toMatch(new RegExp(`^${plain}-[0-9a-f]{6}$`));
    const kept = await named.client
      .from('profiles')
      .select('full_name')
      .eq('id', named.userId)
      .single();
    expect(kept.data?.full_name).toBe('Ivy M.');
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

// ---------------------------------------------------------------------------------------------
// The invitation email, its fresh links and its 14 days
// ---------------------------------------------------------------------------------------------

const mailbox = () => inject('mailboxUrl');
/** The site the test stack's emails link to. */
const SITE_ORIGIN = 'http://localhost:5173';
const INVITATION_SUBJECT = 'Your invitation to Perféte';
const SIGN_IN_SUBJECT = 'Sign in to Perféte';
const acceptUrl = (token: string) => `${SITE_ORIGIN}/membership/accept?invitation=${token}`;

/** The first address in the email's plain-text part that goes to `path` on the site. */
function textLinkTo(email: CaughtEmail, path: string): URL {
  const addresses = (email.text ?? '').match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const address = addresses.find((candidate) => new URL(candidate).pathname === path);
  if (!address) throw new Error(`The text part of "${email.subject}" has no link to ${path}`);
  return new URL(address);
}

/** The invitation email create_invitation queued, once the delivery function has sent it. */
async function invitationEmail(invitation: { email: string }): Promise<CaughtEmail> {
  await deliverNow();
  return waitForEmail(mailbox(), { to: invitation.email, subject: INVITATION_SUBJECT });
}

/**
 * What the acceptance page does for the holder of the token (src/features/membership/api/
 * use-request-invitation-link-mutation.ts): asks for the invited address, then for a sign-in link
 * there, back to the page. Returns the sign-in email.
 */
async function signInLink(invitation: { email: string; token: string }): Promise<CaughtEmail> {
  const visitor = anonClient();
  const asked = await visitor.rpc('request_invitation_link', {
    invitation_token: invitation.token,
  });
  expect(asked.error).toBeNull();
  expect(asked.data).toMatchObject({ state: 'open', email: invitation.email });
  const before = await emailIdsFor(mailbox(), invitation.email);
  const sent = await visitor.auth.signInWithOtp({
    email: invitation.email,
    options: { shouldCreateUser: true, emailRedirectTo: acceptUrl(invitation.token) },
  });
  expect(sent.error).toBeNull();
  return waitForEmail(mailbox(), {
    to: invitation.email,
    subject: SIGN_IN_SUBJECT,
    notIn: before,
  });
}

async function signInWith(link: URL) {
  const client = anonClient();
  const { data, error } = await client.auth.verifyOtp({
    token_hash: link.searchParams.get('token_hash') ?? '',
    type: 'magiclink',
  });
  return { client, data, error };
}

describe('the invitation email', () => {
  it('greets by the application’s names, not by what an account says about itself', async () => {
    const email = `member-${randomUUID().slice(0, 8)}@test.perfete.local`;
    const account = anonClient();
    const signUp = await account.auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Someone Else', business_name: 'Not The Studio' } },
    });
    expect(signUp.error).toBeNull();
    const confirm = await confirmationLink(email);
    expect(
      (
        await account.auth.verifyOtp({
          token_hash: confirm.searchParams.get('token_hash') ?? '',
          type: 'signup',
        })
      ).error,
    ).toBeNull();

    const invitation = await invited(undefined, email);
    const message = await invitationEmail(invitation);
    for (const part of [message.html ?? '', message.text ?? '']) {
      expect(part).toContain('Dear Ivy Marsh,');
      expect(part).toContain(`the work of ${invitation.business}, and we would like it`);
      expect(part).not.toMatch(/Someone Else|Not The Studio|\{\{|undefined|null/);
    }
    const link = textLinkTo(message, '/membership/accept');
    expect(link.href).toBe(acceptUrl(invitation.token));
    expect(link.href).toBe(linkTo(message, '/membership/accept').href);
  });
});

describe('a fresh sign-in link for an invitation', () => {
  it('goes to the invited address, again once the first was used, and signs the invitee in', async () => {
    const invitation = await invited();
    const first = textLinkTo(await signInLink(invitation), '/auth/confirm');
    expect(first.origin).toBe(SITE_ORIGIN);
    expect(first.searchParams.get('type')).toBe('magiclink');
    expect(first.searchParams.get('next')).toBe(acceptUrl(invitation.token));
    expect((await signInWith(first)).error).toBeNull();
    const again = await signInWith(first);
    expect(again.error).not.toBeNull();
    expect(again.data.session).toBeNull();

    // The page, holding only the token from the link's `next`, asks for another.
    const fresh = await signInLink(invitation);
    expect(fresh.text).not.toMatch(/Ivy Marsh|Wildwood/);
    const link = textLinkTo(fresh, '/auth/confirm');
    expect(link.searchParams.get('token_hash')).not.toBe(first.searchParams.get('token_hash'));
    expect(link.searchParams.get('next')).toBe(acceptUrl(invitation.token));

    const signedIn = await signInWith(link);
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe(invitation.email);
    expect((await signedIn.client.rpc('my_invitation')).data).toMatchObject({ state: 'open' });
  });

  it('tells nothing about any address to someone without the token', async () => {
    for (const token of ['a'.repeat(64), randomUUID().replaceAll('-', '').repeat(2), 'abc', '']) {
      const { data, error } = await anonClient().rpc('request_invitation_link', {
        invitation_token: token,
      });
      expect(error).toBeNull();
      expect(data).toEqual({ state: 'unknown' });
    }
    // An address is not a token.
    const { email } = await invited();
    const byAddress = await anonClient().rpc('request_invitation_link', {
      invitation_token: email,
    });
    expect(byAddress.data).toEqual({ state: 'unknown' });
  });

  it('says what a closed invitation is, without its address', async () => {
    const withdrawn = await invited();
    await admin
      .from('membership_invitations')
      .update({ revoked_at: new Date().toISOString() })
      .eq('id', withdrawn.invitationId);
    const expired = await invited();
    await service
      .from('membership_invitations')
      .update({
        created_at: new Date(Date.now() - 15 * 86_400_000).toISOString(),
        expires_at: new Date(Date.now() - 86_400_000).toISOString(),
      })
      .eq('id', expired.invitationId);
    const accepted = await invited();
    const member = await newUserClientFor(accepted.email);
    expect((await member.client.rpc('accept_my_invitation')).error).toBeNull();

    for (const [arranged, state] of [
      [withdrawn, 'withdrawn'],
      [expired, 'expired'],
      [accepted, 'accepted'],
    ] as const) {
      const { data } = await anonClient().rpc('request_invitation_link', {
        invitation_token: arranged.token,
      });
      expect(data).toEqual({ state });
    }
  });

  it('sends at most 3 an hour for one invitation, and only admins read the log', async () => {
    const invitation = await invited();
    for (let sent = 0; sent < 3; sent += 1) {
      const { error } = await anonClient().rpc('request_invitation_link', {
        invitation_token: invitation.token,
      });
      expect(error).toBeNull();
    }
    const fourth = await anonClient().rpc('request_invitation_link', {
      invitation_token: invitation.token,
    });
    expect(fourth.error?.code).toBe('PT429');
    expect(fourth.data).toBeNull();

    const logged = await admin
      .from('membership_invitation_links')
      .select('invitation_id')
      .eq('invitation_id', invitation.invitationId);
    expect(logged.data).toHaveLength(3);
    const invitee = await newUserClientFor(invitation.email);
    for (const client of [anonClient(), invitee.client]) {
      const read = await client
        .from('membership_invitation_links')
        .select('id')
        .eq('invitation_id', invitation.invitationId);
      expect(read.data ?? []).toEqual([]);
      const written = await client
        .from('membership_invitation_links')
        .insert({ invitation_id: invitation.invitationId });
      expect(written.error).not.toBeNull();
    }
  });
});

describe('an invitation stays open for 14 days', () => {
  const DAY_MS = 86_400_000;

  it('from the moment it is sent, whatever an admin writes', async () => {
    const { invitationId, email } = await invited();
    const sent = await admin
      .from('membership_invitations')
      .select('created_at, expires_at')
      .eq('id', invitationId)
      .single();
    const created = Date.parse(sent.data!.created_at as string);
    expect(Date.parse(sent.data!.expires_at as string) - created).toBe(14 * DAY_MS);

    // An admin's own insert or update cannot lengthen (or shorten) it.
    const updated = await admin
      .from('membership_invitations')
      .update({ expires_at: new Date(Date.now() + 365 * DAY_MS).toISOString() })
      .eq('id', invitationId);
    expect(updated.error).toBeNull();
    const kept = await admin
      .from('membership_invitations')
      .select('expires_at')
      .eq('id', invitationId)
      .single();
    expect(kept.data?.expires_at).toBe(sent.data!.expires_at);

    const inserted = await admin
      .from('membership_invitations')
      .insert({
        email,
        token_hash: randomUUID().replaceAll('-', '').repeat(2),
        expires_at: new Date(Date.now() + 365 * DAY_MS).toISOString(),
      })
      .select('created_at, expires_at')
      .single();
    expect(inserted.error).toBeNull();
    expect(
      Date.parse(inserted.data!.expires_at as string) -
        Date.parse(inserted.data!.created_at as string),
    ).toBe(14 * DAY_MS);
  });
});
