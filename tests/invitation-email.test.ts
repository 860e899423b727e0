import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  emailIdsFor,
  linkTo,
  listEmails,
  waitForEmail,
  type CaughtEmail,
} from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { AUTH_MAILS_PER_MAILBOX_PER_DAY } from '../src/config/throttles.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';
import { deliverEverythingDue, deliverNow } from './delivery.ts';

/**
 * Issue #40, "Perféte's words only". Anyone may call /auth/v1/otp with any `data` for any address;
 * the sign-in email it sends is neutral and prints none of it. The invitation ("You're invited to
 * Perféte") comes only from create_invitation, written by the delivery function from the
 * invitation and its application. And every auth email goes through the mail gate (admit_mail)
 * in the Send Email Hook's function, which takes only requests signed with the hook's secret.
 */
const mailbox = () => inject('mailboxUrl');
const SITE_ORIGIN = 'http://localhost:5173';
const INVITATION_SUBJECT = 'Your invitation to Perféte';
const SIGN_IN_SUBJECT = 'Sign in to Perféte';
const FORGED = '… fee due: pay at https://evil.test';
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const FLORIST =
  REFERENCE.businessCategories.florist ?? Object.values(REFERENCE.businessCategories)[0]!;

let admin: SupabaseClient;
beforeAll(async () => {
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
  await deliverEverythingDue();
});

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.perfete.local`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const whole = (email: CaughtEmail) => `${email.subject}\n${email.html ?? ''}\n${email.text ?? ''}`;

/** Every email caught for `to` after `before`, once no more arrive for a while. */
async function settledEmailsFor(to: string, before: readonly string[] = [], quietMs = 1_500) {
  let seen = -1;
  for (;;) {
    const ids = (await emailIdsFor(mailbox(), to)).filter((id) => !before.includes(id));
    if (ids.length === seen) break;
    seen = ids.length;
    await sleep(quietMs);
  }
  const all = await listEmails(mailbox());
  const address = to.toLowerCase();
  return all.filter(
    (email) =>
      !before.includes(email.id) &&
      email.to.some((recipient) => recipient.address.toLowerCase() === address),
  );
}

/** An application sent anonymously, invited by the admin: the token create_invitation returns. */
async function invite(email: string, business: string) {
  const applied = await anonClient().from('membership_applications').insert({
    business_name: business,
    contact_name: 'Ivy Marsh',
    email,
    category: FLORIST,
    city: 'Bath',
    country: 'United Kingdom',
    message: 'Seasonal, gathered flowers.',
    consent: true,
  });
  expect(applied.error).toBeNull();
  const { data: rows } = await serviceClient()
    .from('membership_applications')
    .select('id')
    .eq('email', email);
  const invitation = await admin.rpc('create_invitation', { application_id: rows![0]!.id });
  expect(invitation.error).toBeNull();
  await deliverNow();
  return invitation.data as { invitation_id: string; token: string };
}

describe('the /otp attack: a caller’s data in a Perféte email', () => {
  it('a new address gets the neutral sign-in email, with none of the caller’s words', async () => {
    const victim = address('otp-new');
    const before = await emailIdsFor(mailbox(), victim);
    const { error } = await anonClient().auth.signInWithOtp({
      email: victim,
      options: {
        shouldCreateUser: true,
        data: { business_name: FORGED, contact_name: FORGED, full_name: FORGED },
      },
    });
    expect(error).toBeNull();

    const emails = await settledEmailsFor(victim, before);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(whole(email)).not.toContain('evil.test');
      expect(whole(email)).not.toContain('fee due');
      expect(email.subject).not.toContain('invitation');
      expect(whole(email)).not.toMatch(/you.re invited/i);
    }
  });

  it('an existing account gets the neutral sign-in email too, whatever data is sent', async () => {
    const { email: member } = await newUserClient('otp-existing');
    const before = await emailIdsFor(mailbox(), member);
    const { error } = await anonClient().auth.signInWithOtp({
      email: member,
      options: { data: { business_name: FORGED } },
    });
    expect(error).toBeNull();
    const message = await waitForEmail(mailbox(), {
      to: member,
      subject: SIGN_IN_SUBJECT,
      notIn: before,
    });
    expect(whole(message)).not.toContain('evil.test');
    expect(message.text).toContain(`Sign in to your Perféte account for ${member}`);
    expect(linkTo(message, '/auth/confirm').searchParams.get('type')).toBe('magiclink');
  });
});

describe('no auth email prints what a caller set', () => {
  it('a sign-up’s metadata (its full_name) is not in the confirmation email', async () => {
    const stranger = address('signup-data');
    const { error } = await anonClient().auth.signUp({
      email: stranger,
      password: 'correct-horse-battery-9',
      options: { data: { full_name: FORGED, business_name: FORGED } },
    });
    expect(error).toBeNull();
    const message = await waitForEmail(mailbox(), { to: stranger, subject: 'Confirm your email' });
    expect(whole(message)).not.toContain('evil.test');
    expect(message.text).toContain(`Confirm ${stranger} to finish creating your Perféte account.`);
  });
});

describe('the invitation email', () => {
  it('comes from create_invitation: the application’s names and a link with the invitation’s token', async () => {
    const invitee = address('invited');
    const business = `Wildwood Florals ${randomUUID().slice(0, 4)}`;
    const before = await emailIdsFor(mailbox(), invitee);
    const { token, invitation_id } = await invite(invitee, business);

    const message = await waitForEmail(mailbox(), {
      to: invitee,
      subject: INVITATION_SUBJECT,
      notIn: before,
    });
    for (const part of [message.html ?? '', message.text ?? '']) {
      expect(part).toContain('Dear Ivy Marsh,');
      expect(part).toContain(`the work of ${business}, and we would like it`);
      expect(part).toContain('stays open for 14 days');
    }
    const accept = linkTo(message, '/membership/accept');
    expect(accept.origin).toBe(SITE_ORIGIN);
    expect(accept.searchParams.get('invitation')).toBe(token);
    expect(message.text).toContain(accept.href);

    // The outbox keeps the email and its token; no browser role reads it.
    const queued = await serviceClient()
      .from('outbox')
      .select('kind, recipient_name, data')
      .eq('recipient_email', invitee)
      .eq('kind', 'membership_invitation');
    expect(queued.data).toEqual([
      {
        kind: 'membership_invitation',
        recipient_name: 'Ivy Marsh',
        data: expect.objectContaining({ token, invitation_id, business_name: business }),
      },
    ]);
    for (const client of [anonClient(), admin]) {
      const read = await client.from('outbox').select('data').eq('recipient_email', invitee);
      expect(read.data ?? []).toEqual([]);
    }
  });

  it('then the acceptance page’s sign-in link signs the invitee in to accept', async () => {
    const invitee = address('accepting');
    const { token } = await invite(invitee, `Atelier Sable ${randomUUID().slice(0, 4)}`);
    await waitForEmail(mailbox(), { to: invitee, subject: INVITATION_SUBJECT });

    const visitor = anonClient();
    const asked = await visitor.rpc('request_invitation_link', { invitation_token: token });
    expect(asked.data).toMatchObject({ state: 'open', email: invitee });
    const acceptUrl = `${SITE_ORIGIN}/membership/accept?invitation=${token}`;
    const before = await emailIdsFor(mailbox(), invitee);
    const sent = await visitor.auth.signInWithOtp({
      email: invitee,
      options: { shouldCreateUser: true, emailRedirectTo: acceptUrl },
    });
    expect(sent.error).toBeNull();

    const [signIn] = await settledEmailsFor(invitee, before, 500);
    expect(signIn).toBeDefined();
    expect(signIn!.subject).not.toBe(INVITATION_SUBJECT);
    const link = linkTo(signIn!, '/auth/confirm');
    expect(link.searchParams.get('next')).toBe(acceptUrl);
    const type = link.searchParams.get('type') as 'magiclink' | 'signup';
    expect(['magiclink', 'signup']).toContain(type);
    const client = anonClient();
    const verified = await client.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') ?? '',
      type,
    });
    expect(verified.error).toBeNull();
    expect((await client.rpc('my_invitation')).data).toMatchObject({ state: 'open' });
  });
});

describe('auth emails through the mail gate', () => {
  it('sends at most the day’s limit of sign-in links to one mailbox, whatever +tags it is asked with', async () => {
    const stamp = randomUUID().slice(0, 8);
    const variants = Array.from(
      { length: AUTH_MAILS_PER_MAILBOX_PER_DAY + 3 },
      (_, index) => `bomb-${stamp}+${index}@test.perfete.local`,
    );
    const answers = await Promise.all(
      variants.map((variant) => anonClient().auth.signInWithOtp({ email: variant })),
    );
    // Every request is answered alike: the caller cannot tell a held email from a sent one.
    expect(answers.map((answer) => answer.error)).toEqual(variants.map(() => null));
    let arrived: CaughtEmail[] = [];
    let count = -1;
    while (arrived.length !== count) {
      count = arrived.length;
      await sleep(1_500);
      arrived = (await listEmails(mailbox())).filter((email) =>
        email.to.some((to) => to.address.startsWith(`bomb-${stamp}+`)),
      );
    }
    expect(arrived.length).toBe(AUTH_MAILS_PER_MAILBOX_PER_DAY);

    const held = await serviceClient()
      .from('mail_held_back')
      .select('kind, held')
      .eq('mailbox', `bomb-${stamp}@test.perfete.local`);
    expect(held.data?.reduce((sum, row) => sum + (row.held as number), 0)).toBe(3);
    expect(held.data?.every((row) => String(row.kind).startsWith('auth_'))).toBe(true);
  }, 120_000);

  it('the hook’s function sends nothing for a request not signed with the hook’s secret', async () => {
    const victim = address('forged-hook');
    const body = JSON.stringify({
      user: { id: randomUUID(), email: victim },
      email_data: {
        token: '123456',
        token_hash: 'ab'.repeat(28),
        redirect_to: 'https://evil.test/',
        email_action_type: 'magiclink',
        site_url: SITE_ORIGIN,
        token_new: '',
        token_hash_new: '',
      },
    });
    const id = `msg_${randomUUID()}`;
    const now = new Date();
    const wrongKey = new Webhook(Buffer.from('not the hook secret at all!').toString('base64'));
    for (const headers of [
      {} as Record<string, string>,
      {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': wrongKey.sign(id, now, body),
      },
    ]) {
      const response = await fetch(`${inject('supabaseUrl')}/functions/v1/send-auth-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(401);
    }
    expect(await settledEmailsFor(victim, [], 1_000)).toEqual([]);
  });
});
