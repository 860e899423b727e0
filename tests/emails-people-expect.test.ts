import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { linkTo, waitForEmail } from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { deliverEverythingDue, deliverNow } from './delivery.ts';
import {
  anonClient,
  newUserClient,
  serviceClient,
  signedInClient,
  TEST_PASSWORD,
  uniqueEmail,
} from './helpers.ts';
import { invite, pastInquiry, submit, tokenFor, vendorWithListing } from './review-helpers.ts';

/**
 * Issue #41, "emails people expect" (supabase/migrations/20261204010000_emails_people_expect.sql):
 * stopped emails as Account settings read and change them (my_email_subscriptions,
 * set_email_choices), "Your password was changed" from the trigger on auth.users, and the
 * couple's email when the vendor answers their review, through the real stack, the mounted
 * delivery function and the local mailbox. The stack's own schedule is off here: each test
 * delivers when it means to.
 */
const mailbox = () => inject('mailboxUrl');

let service: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  await deliverEverythingDue();
});

interface OutboxRow {
  kind: string;
  recipient_email: string;
  recipient_user_id: string | null;
  status: string;
  topic: string | null;
  data: Record<string, unknown>;
}

async function outbox(email: string, kind: string): Promise<OutboxRow[]> {
  const { data, error } = await service
    .from('outbox')
    .select('kind,recipient_email,recipient_user_id,status,topic,data')
    .eq('recipient_email', email.toLowerCase())
    .eq('kind', kind)
    .order('created_at');
  if (error) throw error;
  return data as OutboxRow[];
}

async function tokenOf(email: string, topic: string): Promise<string> {
  const { data, error } = await service
    .from('email_subscriptions')
    .select('token')
    .eq('email', email.toLowerCase())
    .eq('topic', topic)
    .single();
  if (error) throw error;
  return data.token as string;
}

/** An inquiry to the listing, as a couple sends one (anon). */
async function inquire(listingId: string) {
  const email = `couple-${randomUUID().slice(0, 8)}@test.perfete.local`;
  const { error } = await anonClient().from('inquiries').insert({
    listing_id: listingId,
    name: 'Rosa Lima',
    email,
    message: 'Could you photograph our wedding in Sintra next September?',
  });
  if (error) throw error;
  return email;
}

describe('stopped emails in Account settings', () => {
  it('lists the vendor’s own addresses, shows a stop from the email’s link, and starts them again', async () => {
    const studio = uniqueEmail('studio-contact');
    const vendor = await vendorWithListing('stops', { contactEmail: studio });
    const listed = await vendor.client.rpc('my_email_subscriptions');
    expect(listed.error).toBeNull();
    expect(
      (listed.data as { topic: string; email: string; stopped_at: string | null }[]).map((row) => [
        row.topic,
        row.email,
        row.stopped_at,
      ]),
    ).toEqual(
      [
        ['inquiries', studio.toLowerCase(), null],
        ['inquiries', vendor.email.toLowerCase(), null],
      ].sort((a, b) => (a[1]! < b[1]! ? -1 : 1)),
    );

    // The vendor chose the digest; a couple writes; then the email's link stops the emails.
    expect(
      (await vendor.client.rpc('set_email_choices', { inquiries: 'digest' })).error,
    ).toBeNull();
    await inquire(vendor.listingId);
    expect((await outbox(studio, 'inquiry_received')).map((row) => row.status)).toEqual([
      'waiting',
    ]);
    const stopped = await anonClient().rpc('set_email_subscription', {
      token: await tokenOf(studio, 'inquiries'),
      subscribed: false,
    });
    expect(stopped.error).toBeNull();
    expect((await outbox(studio, 'inquiry_received')).map((row) => row.status)).toEqual([
      'suppressed',
    ]);
    const seen = (await vendor.client.rpc('my_email_subscriptions')).data as {
      email: string;
      stopped_at: string | null;
    }[];
    const stop = seen.find((row) => row.email === studio.toLowerCase());
    expect(stop?.stopped_at).not.toBeNull();
    expect(Math.abs(Date.parse(stop!.stopped_at!) - Date.now())).toBeLessThan(60_000);
    expect(seen.find((row) => row.email === vendor.email.toLowerCase())?.stopped_at).toBeNull();

    // "Each inquiry at once" from the settings: the address receives again, and the inquiry
    // that waited for the digest when it was stopped is sent now.
    expect(
      (await vendor.client.rpc('set_email_choices', { inquiries: 'instant' })).error,
    ).toBeNull();
    const again = (await vendor.client.rpc('my_email_subscriptions')).data as {
      stopped_at: string | null;
    }[];
    expect(again.map((row) => row.stopped_at)).toEqual([null, null]);
    expect((await outbox(studio, 'inquiry_received')).map((row) => row.status)).toEqual([
      'pending',
    ]);
    const preferences = await vendor.client
      .from('notification_preferences')
      .select('inquiry_delivery')
      .single();
    expect(preferences.data?.inquiry_delivery).toBe('instant');
  });

  it('stops every address of the vendor from the settings, as the link would', async () => {
    const vendor = await vendorWithListing('stops-off');
    expect((await vendor.client.rpc('set_email_choices', { inquiries: 'off' })).error).toBeNull();
    const seen = (await vendor.client.rpc('my_email_subscriptions')).data as {
      email: string;
      stopped_at: string | null;
    }[];
    expect(seen).toHaveLength(1);
    expect(seen[0]!.stopped_at).not.toBeNull();
    // The email's own link says the same.
    const link = await anonClient().rpc('email_subscription', {
      token: await tokenOf(vendor.email, 'inquiries'),
    });
    expect(link.data).toMatchObject({ found: true, topic: 'inquiries', subscribed: false });

    await inquire(vendor.listingId);
    expect((await outbox(vendor.email, 'inquiry_received')).map((row) => row.status)).toEqual([
      'suppressed',
    ]);
  });

  it('answers each person about their own addresses only, and refuses what is not theirs to choose', async () => {
    const vendor = await vendorWithListing('stops-own');
    const other = await vendorWithListing('stops-other');
    expect((await other.client.rpc('set_email_choices', { inquiries: 'off' })).error).toBeNull();
    const mine = (await vendor.client.rpc('my_email_subscriptions')).data as { email: string }[];
    expect(mine.map((row) => row.email)).toEqual([vendor.email.toLowerCase()]);
    const theirs = await service
      .from('email_subscriptions')
      .select('unsubscribed_at')
      .eq('email', vendor.email.toLowerCase());
    expect(theirs.data?.every((row) => row.unsubscribed_at === null)).toBe(true);

    const anon = anonClient();
    expect((await anon.rpc('my_email_subscriptions')).error).not.toBeNull();
    expect((await anon.rpc('set_email_choices', { inquiries: 'off' })).error).not.toBeNull();
    const strange = await vendor.client.rpc('set_email_choices', { inquiries: 'weekly' });
    expect(strange.error?.code).toBe('22023');
    // Only admins receive the review alerts.
    const alerts = await vendor.client.rpc('set_email_choices', { admin_alerts: 'off' });
    expect(alerts.error?.code).toBe('42501');
    // Nobody reads the subscriptions table through the API.
    const direct = await vendor.client.from('email_subscriptions').select('email');
    expect(direct.data ?? []).toEqual([]);
  });

  it('gives an admin their alerts’ address, stopped and started again', async () => {
    const { client } = await signedInClient(
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.admin.password,
    );
    expect((await client.rpc('set_email_choices', { admin_alerts: 'off' })).error).toBeNull();
    const off = (await client.rpc('my_email_subscriptions')).data as {
      topic: string;
      email: string;
      stopped_at: string | null;
    }[];
    const alerts = off.filter((row) => row.topic === 'admin_alerts');
    expect(alerts.map((row) => row.email)).toEqual([DEMO_ACCOUNTS.admin.email.toLowerCase()]);
    expect(alerts[0]!.stopped_at).not.toBeNull();
    expect((await client.rpc('set_email_choices', { admin_alerts: 'instant' })).error).toBeNull();
    const on = (await client.rpc('my_email_subscriptions')).data as {
      topic: string;
      stopped_at: string | null;
    }[];
    expect(on.filter((row) => row.topic === 'admin_alerts')[0]!.stopped_at).toBeNull();
  });
});

describe('“Your password was changed”', () => {
  it('is queued when a confirmed account changes its password, and delivered', async () => {
    const person = await newUserClient('pw-changed');
    const name = await service
      .from('profiles')
      .update({ full_name: 'Lia Marques' })
      .eq('id', person.userId);
    expect(name.error).toBeNull();
    // Other changes to the account send nothing.
    expect((await person.client.auth.updateUser({ data: { locale: 'pt' } })).error).toBeNull();
    expect(await outbox(person.email, 'password_changed')).toEqual([]);

    expect(
      (await person.client.auth.updateUser({ password: 'a-changed-password-41' })).error,
    ).toBeNull();
    const queued = await outbox(person.email, 'password_changed');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      recipient_user_id: person.userId,
      status: 'pending',
      topic: null,
      data: { first_password: false },
    });

    await deliverNow();
    const email = await waitForEmail(mailbox(), {
      to: person.email,
      subject: 'Your Perféte password was changed',
    });
    expect(email.text).toContain('Dear Lia Marques,');
    expect(email.text).toContain('If it wasn’t you');
    expect(linkTo(email, '/reset-password').pathname).toBe('/reset-password');
  });

  it('is sent after a reset by the emailed link too', async () => {
    const person = await newUserClient('pw-reset');
    const client = anonClient();
    expect((await client.auth.resetPasswordForEmail(person.email)).error).toBeNull();
    const reset = await waitForEmail(mailbox(), {
      to: person.email,
      subject: 'Reset your Perféte password',
    });
    const opened = await client.auth.verifyOtp({
      token_hash: linkTo(reset, '/reset-password').searchParams.get('token_hash') ?? '',
      type: 'recovery',
    });
    expect(opened.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'a-reset-password-41' })).error).toBeNull();
    expect(await outbox(person.email, 'password_changed')).toHaveLength(1);
  });

  it('is not sent for a sign-up, nor for an unconfirmed account', async () => {
    const email = uniqueEmail('pw-unconfirmed');
    const signedUp = await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    expect(signedUp.error).toBeNull();
    // Signing up again for the unconfirmed address (anyone may) changes nothing anyone is told.
    await anonClient().auth.signUp({ email, password: 'another-password-41' });
    expect(await outbox(email, 'password_changed')).toEqual([]);
  });
});

describe('the vendor’s answer, to the couple', () => {
  it('emails the couple once, with a link to the review on the vendor’s page; the address stays private', async () => {
    const vendor = await vendorWithListing('rv-answered', { history: 3 });
    const couple = await pastInquiry(vendor.listingId);
    await invite();
    const written = await submit(await tokenFor(couple.email));
    expect(written.error).toBeNull();
    const reviewId = written.data as string;

    const answered = await vendor.client.rpc('answer_review', {
      review_id: reviewId,
      answer: 'Thank you both, it was a joy.',
    });
    expect(answered.error).toBeNull();
    const edited = await vendor.client.rpc('answer_review', {
      review_id: reviewId,
      answer: 'Thank you both: it was a joy to work with you.',
    });
    expect(edited.error).toBeNull();

    const queued = await outbox(couple.email, 'review_answered');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.data).toMatchObject({
      review_id: reviewId,
      listing_url_name: vendor.urlName,
      answer: 'Thank you both, it was a joy.',
    });

    await deliverNow();
    const email = await waitForEmail(mailbox(), {
      to: couple.email,
      subject: 'answered your review',
    });
    const link = linkTo(email, `/index/${vendor.urlName}`);
    expect(link.hash).toBe(`#review-${reviewId}`);
    expect(email.text).toContain('Thank you both, it was a joy.');

    // Neither the vendor nor a visitor can read the couple's address: not in the review, not in
    // the outbox, not in the invitations.
    for (const client of [vendor.client, anonClient()]) {
      const review = await client
        .from('reviews')
        .select('id,title,body,author_name,answer')
        .eq('id', reviewId);
      expect(review.data).toHaveLength(1);
      expect(JSON.stringify(review.data ?? [])).not.toContain(couple.email);
      const mail = await client
        .from('outbox')
        .select('recipient_email')
        .eq('kind', 'review_answered');
      expect(mail.data ?? []).toEqual([]);
      const invitations = await client.from('review_invitations').select('email');
      expect(JSON.stringify(invitations.data ?? [])).not.toContain(couple.email);
    }
  });
});
