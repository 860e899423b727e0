import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDeliveryHandler } from '../supabase/functions/deliver-notifications/handler.ts';
import { emailHeaders, listEmails, type CaughtEmail } from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Notifications (issue #25), through the real stack, the mounted delivery function and the local
 * mailbox: each event writes its one email in the change's own transaction; the function sends
 * each once, also when a worker died between claiming and sending; a refusing SMTP server means
 * retries, then a failed state admins see and resend; digests and unsubscribes are honoured; no
 * email carries another person's private data; nobody reaches the outbox through the API.
 * The stack's own schedule is off here (tests/global-setup.ts): each test runs the delivery when
 * it means to, as the hosted schedule would.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

const url = inject('supabaseUrl');
const mailbox = inject('mailboxUrl');

let service: SupabaseClient;
let admin: SupabaseClient;
let adminEmail: string;
beforeAll(async () => {
  service = serviceClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  adminEmail = DEMO_ACCOUNTS.admin.email;
  await deliver(); // what other test files left in the outbox goes first
});

/** One run of the mounted function, as the schedule calls it. */
async function deliver(): Promise<Record<string, number>> {
  const response = await fetch(`${url}/functions/v1/deliver-notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('secretKey')}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, number>;
}

interface OutboxRow {
  id: string;
  kind: string;
  recipient_email: string;
  reply_to: string | null;
  status: string;
  attempts: number;
  data: Record<string, unknown>;
  last_error: string | null;
  unsubscribe_token: string | null;
}
const OUTBOX_COLUMNS =
  'id, kind, recipient_email, reply_to, status, attempts, data, last_error, unsubscribe_token';

async function messagesAbout(key: string, value: string): Promise<OutboxRow[]> {
  const { data, error } = await service
    .from('outbox')
    .select(OUTBOX_COLUMNS)
    .eq(`data->>${key}`, value)
    // one transaction's emails share their created_at: the kind orders them
    .order('created_at')
    .order('kind');
  if (error) throw error;
  return data as OutboxRow[];
}

async function messagesTo(email: string): Promise<OutboxRow[]> {
  const { data, error } = await service
    .from('outbox')
    .select(OUTBOX_COLUMNS)
    .eq('recipient_email', email.toLowerCase())
    .order('created_at')
    .order('kind');
  if (error) throw error;
  return data as OutboxRow[];
}

/** Every email the mailbox caught to `to` whose subject has `subject`. */
async function caught(to: string, subject: string): Promise<CaughtEmail[]> {
  return (await listEmails(mailbox)).filter(
    (email) =>
      email.subject.includes(subject) &&
      email.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()),
  );
}

async function member(label: string) {
  const person = await newUserClient(label);
  const joined = await service
    .from('vendor_members')
    .insert({ user_id: person.userId, status: 'active' });
  if (joined.error) throw joined.error;
  const named = await service
    .from('profiles')
    .update({ full_name: 'Ines Lumen' })
    .eq('id', person.userId);
  if (named.error) throw named.error;
  return person;
}

async function listingOf(
  owner: { userId: string },
  status: 'draft' | 'pending' | 'published',
  extra: Record<string, unknown> = {},
) {
  const urlName = `nt-${randomUUID().slice(0, 12)}`;
  const created = await service
    .from('listings')
    .insert({
      name: `Lumen ${urlName}`,
      url_name: urlName,
      business_category_id: PHOTOGRAPHY,
      owner_id: owner.userId,
      description: 'Quiet photographs.',
      status,
      ...extra,
    })
    .select('id, name, url_name')
    .single();
  if (created.error) throw created.error;
  return created.data as { id: string; name: string; url_name: string };
}

const inquiryFrom = (listingId: string, email: string, name = 'Maya Ortiz') => ({
  listing_id: listingId,
  name,
  email,
  wedding_date: '2027-09-12',
  guest_count: 120,
  budget_band: '25k-50k',
  message: `We are planning a September wedding by the sea.\nWould you be free? ${randomUUID()}`,
});

async function inquire(listingId: string, email: string, name?: string): Promise<string> {
  const sent = await anonClient()
    .from('inquiries')
    .insert(inquiryFrom(listingId, email, name));
  if (sent.error) throw sent.error;
  // The database gives the row its own id: find it by the couple's address.
  const { data, error } = await service
    .from('inquiries')
    .select('id')
    .eq('email', email)
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  return data.id as string;
}

const coupleEmail = () => `couple-${randomUUID().slice(0, 8)}@example.com`;

describe('a new inquiry', () => {
  it('writes the vendor’s lead and the couple’s copy with the inquiry, and nothing when it is refused', async () => {
    const vendor = await member('nt-lead');
    const listing = await listingOf(vendor, 'published');
    const couple = coupleEmail();
    const inquiryId = await inquire(listing.id, couple);

    const rows = await messagesAbout('inquiry_id', inquiryId);
    expect(rows.map((row) => [row.kind, row.recipient_email, row.reply_to, row.status])).toEqual([
      ['inquiry_copy', couple, null, 'pending'],
      ['inquiry_received', vendor.email.toLowerCase(), couple, 'pending'],
    ]);
    // The copy carries what the couple wrote, not their address nor the vendor's.
    expect(rows[0]!.data).not.toHaveProperty('couple_email');
    expect(JSON.stringify(rows[0]!.data)).not.toContain(vendor.email.toLowerCase());

    // Two rows in one request are refused whole (one row per request): no email for either.
    const twins = [coupleEmail(), coupleEmail()];
    const refused = await anonClient()
      .from('inquiries')
      .insert(twins.map((email) => inquiryFrom(listing.id, email)));
    expect(refused.error).not.toBeNull();
    for (const email of twins) expect(await messagesTo(email)).toEqual([]);
  });

  it('reaches the vendor with the couple’s words and Reply-To, and the couple with a copy, once', async () => {
    const vendor = await member('nt-deliver');
    const contact = `bookings-${randomUUID().slice(0, 8)}@example.com`;
    const listing = await listingOf(vendor, 'published', { contact_email: contact });
    const couple = coupleEmail();
    const otherCouple = coupleEmail();
    await inquire(listing.id, otherCouple, 'Lena Fischer');
    const inquiryId = await inquire(listing.id, couple);
    const lead = (await messagesAbout('inquiry_id', inquiryId)).find(
      (row) => row.kind === 'inquiry_received',
    );
    expect(lead!.recipient_email).toBe(contact); // the listing's contact address first

    await deliver();
    await deliver(); // a second run sends nothing again

    const leads = await caught(contact, 'New inquiry');
    const toVendor = leads.filter((email) => email.text?.includes(inquiryId));
    expect(toVendor).toHaveLength(1);
    const email = toVendor[0]!;
    expect(email.subject).toBe(`New inquiry for ${listing.name} from Maya Ortiz`);
    const headers = await emailHeaders(mailbox, email);
    expect(headers['reply-to']).toBe(couple);
    expect(headers['message-id']).toBe(`<${lead!.id}@perfete.local>`);
    const message = (lead!.data.message as string).split('\n');
    for (const part of [email.html ?? '', email.text ?? '']) {
      for (const line of message) expect(part).toContain(line);
      expect(part).toContain('12 September 2027');
      expect(part).toContain('$25,000 – $50,000');
      expect(part).toContain(couple);
      expect(part).not.toContain(otherCouple);
    }
    expect(email.text).toContain(`/vendor-dashboard?inquiry=${inquiryId}`);
    expect(email.text).toMatch(/Dear Ines Lumen,/);
    expect(headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/email-unsubscribe\?token=[0-9a-f-]{36}>$/,
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const copies = await caught(couple, 'Your message to');
    expect(copies).toHaveLength(1);
    const copy = copies[0]!;
    expect(copy.subject).toBe(`Your message to ${listing.name}`);
    for (const part of [copy.html ?? '', copy.text ?? '']) {
      for (const line of message) expect(part).toContain(line);
      expect(part).not.toContain(contact);
      expect(part).not.toContain(vendor.email.toLowerCase());
      expect(part).toContain(`/index/${listing.url_name}`);
    }
    expect((await emailHeaders(mailbox, copy))['list-unsubscribe']).toBeUndefined();
    expect((await messagesAbout('inquiry_id', inquiryId)).map((row) => row.status)).toEqual([
      'sent',
      'sent',
    ]);
  });
});

describe('delivery', () => {
  it('sends a message once when the worker that claimed it died before sending', async () => {
    const vendor = await member('nt-crash');
    const listing = await listingOf(vendor, 'published');
    const couple = coupleEmail();
    const inquiryId = await inquire(listing.id, couple);

    // A worker claims everything due, then dies: nothing was sent, the lease holds the rows.
    const claimed = await service.rpc('claim_messages', { batch_size: 100, lease_seconds: 30 });
    expect(claimed.error).toBeNull();
    const ids = (claimed.data as { id: string }[]).map((row) => row.id);
    const ours = await messagesAbout('inquiry_id', inquiryId);
    expect(ids).toEqual(expect.arrayContaining(ours.map((row) => row.id)));
    await deliver();
    expect(await caught(couple, 'Your message to')).toEqual([]);

    // The lease runs out: the next run sends it, once, and later runs send nothing more.
    const expired = await service
      .from('outbox')
      .update({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .in('id', ids);
    expect(expired.error).toBeNull();
    await deliver();
    await deliver();
    expect(await caught(couple, 'Your message to')).toHaveLength(1);
    const after = await messagesAbout('inquiry_id', inquiryId);
    expect(after.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  describe('when the SMTP server refuses', () => {
    let refusing: SMTPServer;
    let port = 0;
    beforeAll(async () => {
      refusing = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo: (_address, _session, callback) => {
          const error = new Error('Mailbox temporarily unavailable') as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
        },
      });
      await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
      port = (refusing.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));

    it('retries with a backoff, then fails visibly; an admin sends it again', async () => {
      await deliver(); // nothing else due, so the refusing run claims only this test's messages
      const applicant = `applicant-${randomUUID().slice(0, 8)}@example.com`;
      const applied = await anonClient()
        .from('membership_applications')
        .insert({
          business_name: `Atelier ${randomUUID().slice(0, 8)}`,
          contact_name: 'Noor Haddad',
          email: applicant,
          category: PHOTOGRAPHY,
          consent: true,
        });
      expect(applied.error).toBeNull();
      const [receipt] = await messagesTo(applicant);
      expect(receipt!.kind).toBe('application_received');

      const refusingRun = createDeliveryHandler({
        supabaseUrl: url,
        serviceKey: inject('secretKey'),
        cronSecret: 'a-test-secret',
        siteUrl: 'http://localhost:5173',
        from: { name: 'Perféte', address: 'notifications@perfete.local' },
        smtp: { host: '127.0.0.1', port },
      });
      const run = async () => {
        const response = await refusingRun(
          new Request('http://functions.local/', {
            method: 'POST',
            headers: { authorization: 'Bearer a-test-secret' },
          }),
        );
        expect(response.status).toBe(200);
      };
      const state = async () =>
        (await messagesTo(applicant)).find((row) => row.id === receipt!.id)!;
      await run();
      const first = await state();
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first.last_error).toMatch(/451/);
      const backoff = await service
        .from('outbox')
        .select('next_attempt_at')
        .eq('id', receipt!.id)
        .single();
      // Tried again after a minute, not at once.
      expect(Date.parse(backoff.data!.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);

      for (let attempt = 2; attempt <= 5; attempt += 1) {
        const now = await service
          .from('outbox')
          .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
          .eq('id', receipt!.id);
        expect(now.error).toBeNull();
        await run();
      }
      expect(await state()).toMatchObject({ status: 'failed', attempts: 5 });
      await run(); // a failed message is not tried again by itself
      expect((await state()).attempts).toBe(5);

      // Admins see it and send it again; nobody else can.
      const vendor = await newUserClient('nt-not-admin');
      expect((await vendor.client.rpc('undelivered_messages')).error?.code).toBe('42501');
      expect(
        (await vendor.client.rpc('resend_message', { message_id: receipt!.id })).error?.code,
      ).toBe('42501');
      const listed = await admin.rpc('undelivered_messages');
      expect(listed.error).toBeNull();
      const row = (listed.data as { id: string; recipient: string; last_error: string }[]).find(
        (candidate) => candidate.id === receipt!.id,
      );
      expect(row).toMatchObject({ recipient: applicant });
      expect(row!.last_error).toMatch(/451/);

      expect((await admin.rpc('resend_message', { message_id: receipt!.id })).error).toBeNull();
      await deliver();
      expect(await state()).toMatchObject({ status: 'sent' });
      expect(await caught(applicant, 'received your application')).toHaveLength(1);
    });
  });
});

describe('preferences', () => {
  it('a vendor’s daily digest holds the leads until the digest, and each-at-once sends them again', async () => {
    const vendor = await member('nt-digest');
    const listing = await listingOf(vendor, 'published');
    const chose = await vendor.client
      .from('notification_preferences')
      .upsert({ user_id: vendor.userId, inquiry_delivery: 'digest' });
    expect(chose.error).toBeNull();

    const first = coupleEmail();
    const firstId = await inquire(listing.id, first, 'Ada Brook');
    const rows = await messagesAbout('inquiry_id', firstId);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['inquiry_copy', 'pending'], // the couple's copy never waits
      ['inquiry_received', 'waiting'],
    ]);
    await deliver();
    expect(await caught(vendor.email, 'New inquiry')).toEqual([]);
    expect(await caught(first, 'Your message to')).toHaveLength(1);

    // The digest gathers what arrived before the day's hour (a day on, everything has).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const composed = await service.rpc('compose_digests', { as_of: tomorrow });
    expect(composed.error).toBeNull();
    const [digest] = (await messagesTo(vendor.email)).filter((row) => row.kind === 'digest');
    expect(digest!.data).toMatchObject({ topic: 'inquiries' });
    expect((await messagesAbout('inquiry_id', firstId))[1]).toMatchObject({
      kind: 'inquiry_received',
      status: 'digested',
    });
    // Composing again adds nothing.
    await service.rpc('compose_digests', { as_of: tomorrow });
    expect((await messagesTo(vendor.email)).filter((row) => row.kind === 'digest')).toHaveLength(1);
    await deliver();
    const digests = await caught(vendor.email, 'Your Perféte inquiries: 1 new inquiry');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('Ada Brook');
    expect(digests[0]!.text).toContain(`/vendor-dashboard?inquiry=${firstId}`);

    // Waiting leads go out at once when the vendor switches back.
    const secondId = await inquire(listing.id, coupleEmail(), 'Bea Stone');
    expect((await messagesAbout('inquiry_id', secondId))[1]).toMatchObject({
      kind: 'inquiry_received',
      status: 'waiting',
    });
    await vendor.client
      .from('notification_preferences')
      .update({ inquiry_delivery: 'instant' })
      .eq('user_id', vendor.userId);
    expect((await messagesAbout('inquiry_id', secondId))[1]).toMatchObject({
      kind: 'inquiry_received',
      status: 'pending',
    });
  });

  it('a preference is the owner’s alone', async () => {
    const vendor = await member('nt-own-pref');
    const other = await newUserClient('nt-other-pref');
    const written = await other.client
      .from('notification_preferences')
      .insert({ user_id: vendor.userId, inquiry_delivery: 'digest' });
    expect(written.error).not.toBeNull();
    const read = await other.client
      .from('notification_preferences')
      .select('user_id')
      .eq('user_id', vendor.userId);
    expect(read.data ?? []).toEqual([]);
  });

  it('unsubscribing by the link stops the inquiry emails, needs no sign-in, and can be undone', async () => {
    const vendor = await member('nt-unsub');
    const listing = await listingOf(vendor, 'published');
    await inquire(listing.id, coupleEmail());
    await deliver();
    const [email] = await caught(vendor.email, 'New inquiry');
    const oneClick = (await emailHeaders(mailbox, email!))['list-unsubscribe']!.slice(1, -1);
    const token = new URL(oneClick).searchParams.get('token')!;
    // The page link in the body carries the same token.
    expect(email!.text).toContain(`/unsubscribe?token=${token}`);

    // Opened in a browser, it asks first (the site's page); a mail client's one-click POST acts.
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`http://localhost:5173/unsubscribe?token=${token}`);
    expect((await anonClient().rpc('email_subscription', { token })).data).toMatchObject({
      found: true,
      topic: 'inquiries',
      subscribed: true,
    });
    const posted = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const state = (await anonClient().rpc('email_subscription', { token })).data as {
      email: string;
      subscribed: boolean;
    };
    expect(state.subscribed).toBe(false);
    expect(state.email).not.toBe(vendor.email.toLowerCase()); // shown masked

    const quietId = await inquire(listing.id, coupleEmail());
    expect(
      (await messagesAbout('inquiry_id', quietId)).map((row) => [row.kind, row.status]),
    ).toEqual([
      ['inquiry_copy', 'pending'],
      ['inquiry_received', 'suppressed'],
    ]);

    // A lead waiting for the digest when the vendor unsubscribes is held, and waits again on Undo.
    await vendor.client
      .from('notification_preferences')
      .upsert({ user_id: vendor.userId, inquiry_delivery: 'digest' });
    await anonClient().rpc('set_email_subscription', { token, subscribed: true });
    const heldId = await inquire(listing.id, coupleEmail());
    expect((await messagesAbout('inquiry_id', heldId))[1]!.status).toBe('waiting');
    await anonClient().rpc('set_email_subscription', { token, subscribed: false });
    expect((await messagesAbout('inquiry_id', heldId))[1]!.status).toBe('suppressed');
    const undone = await anonClient().rpc('set_email_subscription', { token, subscribed: true });
    expect((await messagesAbout('inquiry_id', heldId))[1]!.status).toBe('waiting');
    await vendor.client
      .from('notification_preferences')
      .update({ inquiry_delivery: 'instant' })
      .eq('user_id', vendor.userId);
    expect(undone.data).toMatchObject({ subscribed: true });
    const loudId = await inquire(listing.id, coupleEmail());
    expect((await messagesAbout('inquiry_id', loudId))[1]).toMatchObject({
      kind: 'inquiry_received',
      status: 'pending',
    });

    expect((await anonClient().rpc('email_subscription', { token: randomUUID() })).data).toEqual({
      found: false,
    });
  });
});

describe('applications, listings and members', () => {
  it('tell the applicant of a receipt and a decision, with the reason shared and never the notes', async () => {
    const applicant = `applicant-${randomUUID().slice(0, 8)}@example.com`;
    const business = `Atelier ${randomUUID().slice(0, 8)}`;
    const applied = await anonClient().from('membership_applications').insert({
      business_name: business,
      contact_name: 'Noor Haddad',
      email: applicant,
      category: PHOTOGRAPHY,
      consent: true,
    });
    expect(applied.error).toBeNull();
    const receipt = await messagesTo(applicant);
    expect(receipt.map((row) => row.kind)).toEqual(['application_received']);
    const alerts = (await messagesAbout('business_name', business)).filter(
      (row) => row.kind === 'review_waiting',
    );
    expect(alerts.map((row) => row.recipient_email)).toContain(adminEmail);

    const { data } = await service
      .from('membership_applications')
      .select('id')
      .eq('email', applicant)
      .single();
    const declined = await admin
      .from('membership_applications')
      .update({
        status: 'declined',
        decision_reason: 'We would love to see more of your own weddings.',
        internal_notes: 'PRIVATE: portfolio borrowed from a friend',
      })
      .eq('id', data!.id);
    expect(declined.error).toBeNull();
    const decisions = (await messagesTo(applicant)).filter(
      (row) => row.kind === 'application_declined',
    );
    expect(decisions).toHaveLength(1);
    expect(JSON.stringify(decisions[0]!.data)).not.toContain('PRIVATE');

    await deliver();
    const [answer] = await caught(applicant, 'Your application to Perféte');
    for (const part of [answer!.html ?? '', answer!.text ?? '']) {
      expect(part).toContain('We would love to see more of your own weddings.');
      expect(part).not.toContain('PRIVATE');
    }
    expect(answer!.text).toMatch(/Dear Noor Haddad,/);
    expect(await caught(applicant, 'We have received your application')).toHaveLength(1);
  });

  it('tell the vendor a listing was returned with a reason, published, or its changes approved or asked for', async () => {
    const vendor = await member('nt-listing');
    // A listing reaches review with a picture (listings_need_a_picture).
    const listing = await listingOf(vendor, 'draft', { image_url: 'listings/nt/cover.webp' });
    const kinds = async () =>
      (await messagesAbout('listing_id', listing.id)).map((row) => [row.kind, row.recipient_email]);

    const submitted = await vendor.client
      .from('listings')
      .update({ status: 'pending' })
      .eq('id', listing.id);
    expect(submitted.error).toBeNull();
    expect(await kinds()).toContainEqual(['review_waiting', adminEmail]);

    const noReason = await admin.from('listings').update({ status: 'draft' }).eq('id', listing.id);
    expect(noReason.error?.message).toMatch(/Say why the listing is returned/);
    const returned = await admin
      .from('listings')
      .update({ status: 'draft', return_reason: 'Please add alt text that describes each photo.' })
      .eq('id', listing.id);
    expect(returned.error).toBeNull();
    const seen = await vendor.client
      .from('listings')
      .select('return_reason')
      .eq('id', listing.id)
      .single();
    expect(seen.data?.return_reason).toBe('Please add alt text that describes each photo.');
    // A vendor cannot write or clear the editors' reason; sending the listing again clears it.
    await vendor.client.from('listings').update({ return_reason: 'All fine' }).eq('id', listing.id);
    expect(
      (await service.from('listings').select('return_reason').eq('id', listing.id).single()).data,
    ).toEqual({ return_reason: 'Please add alt text that describes each photo.' });
    await vendor.client.from('listings').update({ status: 'pending' }).eq('id', listing.id);
    expect(
      (await service.from('listings').select('return_reason').eq('id', listing.id).single()).data,
    ).toEqual({ return_reason: null });
    // Visitors never read it.
    expect((await anonClient().from('listings').select('return_reason').limit(1)).error?.code).toBe(
      '42501',
    );

    expect(
      (await admin.from('listings').update({ status: 'published' }).eq('id', listing.id)).error,
    ).toBeNull();

    expect(
      (
        await vendor.client
          .from('listing_changes')
          .insert({ listing_id: listing.id, changes: { description: 'New words.' } })
      ).error,
    ).toBeNull();
    // Saving the same proposal again does not alert the admins twice.
    await vendor.client
      .from('listing_changes')
      .update({ changes: { description: 'Newer words.' } })
      .eq('listing_id', listing.id);
    expect(
      (
        await admin
          .from('listing_changes')
          .update({ status: 'changes_requested', reason: 'Say where you work, please.' })
          .eq('listing_id', listing.id)
      ).error,
    ).toBeNull();
    await vendor.client
      .from('listing_changes')
      .update({ changes: { description: 'Newest words, from Lisbon.' } })
      .eq('listing_id', listing.id);
    expect(
      (await admin.rpc('approve_listing_changes', { listing_id: listing.id })).error,
    ).toBeNull();

    const owner = vendor.email.toLowerCase();
    const mine = (await kinds()).filter(([, to]) => to === owner).map(([kind]) => kind);
    expect(mine).toEqual([
      'listing_returned',
      'listing_published',
      'listing_changes_requested',
      'listing_changes_approved',
    ]);
    const toAdmin = (await kinds()).filter(([, to]) => to === adminEmail).map(([kind]) => kind);
    expect(toAdmin).toEqual([
      'review_waiting',
      'review_waiting',
      'review_waiting',
      'review_waiting',
    ]);

    await deliver();
    const [returnedEmail] = await caught(owner, 'needs a few changes');
    for (const part of [returnedEmail!.html ?? '', returnedEmail!.text ?? ''])
      expect(part).toContain('Please add alt text that describes each photo.');
    expect(returnedEmail!.text).toContain(`/manage-listing/${listing.id}`);
    const [asked] = await caught(owner, 'a note from our editors');
    expect(asked!.text).toContain('Say where you work, please.');
    expect(await caught(owner, 'is live on Perféte')).toHaveLength(1);
    expect(await caught(owner, 'are live')).toHaveLength(1);
  });

  it('tell a member of a suspension with its reason, and of the reactivation', async () => {
    const vendor = await member('nt-suspend');
    expect(
      (
        await admin
          .from('vendor_members')
          .update({
            status: 'suspended',
            status_reason: 'Three couples reported unanswered deposits.',
          })
          .eq('user_id', vendor.userId)
      ).error,
    ).toBeNull();
    expect(
      (await admin.from('vendor_members').update({ status: 'active' }).eq('user_id', vendor.userId))
        .error,
    ).toBeNull();
    expect((await messagesTo(vendor.email)).map((row) => row.kind)).toEqual([
      'member_suspended',
      'member_reactivated',
    ]);
    await deliver();
    const [suspended] = await caught(vendor.email, 'membership is suspended');
    expect(suspended!.text).toContain('Three couples reported unanswered deposits.');
    expect(await caught(vendor.email, 'active again')).toHaveLength(1);
  });
});

describe('the outbox', () => {
  it('cannot be read or written through the API by visitors, members or admins', async () => {
    const vendor = await member('nt-private');
    for (const client of [anonClient(), vendor.client, admin]) {
      for (const table of ['outbox', 'email_subscriptions']) {
        const read = await client.from(table).select('*').limit(5);
        expect(read.data ?? []).toEqual([]);
        const written = await client
          .from(table)
          .insert(
            table === 'outbox'
              ? { kind: 'inquiry_copy', recipient_email: 'x@example.com' }
              : { email: 'x@example.com', topic: 'inquiries' },
          );
        expect(written.error).not.toBeNull();
      }
      for (const [name, args] of [
        ['claim_messages', { batch_size: 1 }],
        ['compose_digests', {}],
        ['mark_message_sent', { message_id: randomUUID(), claim: randomUUID() }],
        ['mark_message_failed', { message_id: randomUUID(), claim: randomUUID(), error: 'x' }],
        [
          'enqueue_message',
          {
            kind: 'inquiry_copy',
            recipient_email: 'x@example.com',
            recipient_name: null,
            recipient_user_id: null,
            data: {},
          },
        ],
      ] as const)
        expect((await client.rpc(name, args)).error).not.toBeNull();
    }
    // The delivery function answers its schedule only.
    const stranger = await fetch(`${url}/functions/v1/deliver-notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${inject('publishableKey')}` },
    });
    expect(stranger.status).toBe(401);
  });
});
