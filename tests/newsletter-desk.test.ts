import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Webhook } from 'standardwebhooks';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_MAIL_WEBHOOK_SECRET } from '../supabase/local/functions.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { NEWSLETTER_GROWTH_WEEKS } from '../src/config/newsletter.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Issue #44, the admins' side: the counts, the export and one person's deletion are the admins'
 * alone; a deletion removes the person's subscription and leaves an audit record; the mail
 * provider's webhook suppresses an address only when the call is signed with its secret, through a
 * function no browser role can call.
 */
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.perfete.local`;

let admin: SupabaseClient;

interface DeskCounts {
  letters: {
    letter: string;
    confirmed: number;
    pending: number;
    unsubscribed: number;
    suppressed: number;
  }[];
  people: {
    confirmed: number;
    pending: number;
    unsubscribed: number;
    suppressed: number;
    held: number;
  };
  growth: { week: string; the_edit: number; week_by_week: number; total: number }[];
}

/** A subscriber as the sign-up flow leaves one, arranged directly (the flow has its own tests). */
async function addSubscriber(
  email: string,
  fields: { status?: string; letters?: string[]; held?: boolean } = {},
): Promise<{ id: string; preferences_token: string }> {
  const status = fields.status ?? 'confirmed';
  const letters = fields.letters ?? ['the_edit'];
  const { data, error } = await serviceClient()
    .from('newsletter_subscribers')
    .insert({
      email,
      mailbox: email,
      letters,
      wedding_date: letters.includes('week_by_week') ? '2030-06-01' : null,
      status,
      confirmed_at: status === 'pending' ? null : new Date().toISOString(),
      held_at: fields.held ? new Date().toISOString() : null,
    })
    .select('id, preferences_token')
    .single();
  expect(error).toBeNull();
  return data as { id: string; preferences_token: string };
}

async function row(email: string) {
  const { data, error } = await serviceClient()
    .from('newsletter_subscribers')
    .select('id, status, suppressed_reason, suppressed_at, held_at')
    .eq('email', email)
    .maybeSingle();
  expect(error).toBeNull();
  return data as {
    id: string;
    status: string;
    suppressed_reason: string | null;
    suppressed_at: string | null;
    held_at: string | null;
  } | null;
}

async function desk(): Promise<DeskCounts> {
  const { data, error } = await admin.rpc('newsletter_desk');
  expect(error).toBeNull();
  return data as DeskCounts;
}

beforeAll(async () => {
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

describe('the admins’ desk', () => {
  it('counts each letter by status and the weekly growth, for admins only', async () => {
    const before = await desk();
    await addSubscriber(address('desk-both'), { letters: ['the_edit', 'week_by_week'] });
    await addSubscriber(address('desk-pending'), { status: 'pending' });
    await addSubscriber(address('desk-held'), { status: 'pending', held: true });
    await addSubscriber(address('desk-left'), { status: 'unsubscribed' });
    const after = await desk();

    const letter = (counts: DeskCounts, name: string) =>
      counts.letters.find((item) => item.letter === name)!;
    expect(letter(after, 'the_edit').confirmed - letter(before, 'the_edit').confirmed).toBe(1);
    expect(letter(after, 'week_by_week').confirmed - letter(before, 'week_by_week').confirmed).toBe(
      1,
    );
    expect(letter(after, 'the_edit').pending - letter(before, 'the_edit').pending).toBe(2);
    expect(letter(after, 'the_edit').unsubscribed - letter(before, 'the_edit').unsubscribed).toBe(
      1,
    );
    expect(after.people.held - before.people.held).toBe(1);
    // The newest week holds this week's confirmations (the unsubscribed one confirmed this week too).
    expect(after.growth).toHaveLength(NEWSLETTER_GROWTH_WEEKS);
    expect(after.growth.at(-1)!.total - before.growth.at(-1)!.total).toBe(2);
    expect(after.growth.at(-1)!.week_by_week - before.growth.at(-1)!.week_by_week).toBe(1);

    const reader = (await newUserClient('desk-reader')).client;
    for (const client of [anonClient(), reader]) {
      const refused = await client.rpc('newsletter_desk');
      expect(refused.data).toBeNull();
      expect(refused.error).not.toBeNull();
    }
  });

  it('lets admins alone read the export’s columns, never the tokens', async () => {
    const email = address('desk-export');
    await addSubscriber(email);
    const columns =
      'email, letters, status, wedding_date, city, created_at, confirmed_at, unsubscribed_at, suppressed_at, suppressed_reason';
    const read = await admin.from('newsletter_subscribers').select(columns).eq('email', email);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([expect.objectContaining({ email, status: 'confirmed' })]);
    const tokens = await admin
      .from('newsletter_subscribers')
      .select('preferences_token')
      .eq('email', email);
    expect(tokens.error).not.toBeNull();

    const reader = (await newUserClient('desk-export-reader')).client;
    const asReader = await reader.from('newsletter_subscribers').select(columns).eq('email', email);
    expect(asReader.data ?? []).toEqual([]);
    const asAnon = await anonClient()
      .from('newsletter_subscribers')
      .select('email')
      .eq('email', email);
    expect(asAnon.data ?? []).toEqual([]);
  });

  it('deletes one person’s data on request, for admins only, and records it in the audit log', async () => {
    const email = address('desk-erase');
    const { id } = await addSubscriber(email, { letters: ['the_edit', 'week_by_week'] });

    const reader = (await newUserClient('desk-erase-reader')).client;
    for (const client of [anonClient(), reader]) {
      expect((await client.rpc('newsletter_find_subscriber', { email })).error).not.toBeNull();
      expect(
        (await client.rpc('newsletter_erase_subscriber', { subscriber_id: id })).error,
      ).not.toBeNull();
    }
    expect(await row(email)).not.toBeNull();

    // Found by the address as the person writes it (case and spaces aside).
    const found = await admin.rpc('newsletter_find_subscriber', {
      email: ` ${email.toUpperCase()} `,
    });
    expect(found.error).toBeNull();
    expect(found.data).toMatchObject({ found: true, id, email, status: 'confirmed' });

    const erased = await admin.rpc('newsletter_erase_subscriber', { subscriber_id: id });
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual({ deleted: true });
    expect(await row(email)).toBeNull();
    expect((await admin.rpc('newsletter_find_subscriber', { email })).data).toEqual({
      found: false,
    });
    // A second request finds nothing to delete.
    expect((await admin.rpc('newsletter_erase_subscriber', { subscriber_id: id })).data).toEqual({
      deleted: false,
    });

    const audit = await admin
      .from('admin_audit')
      .select('table_name, row_id, action, changed, row_label, actor_id')
      .eq('table_name', 'newsletter_subscribers')
      .eq('row_id', id);
    expect(audit.error).toBeNull();
    expect(audit.data).toHaveLength(1);
    const entry = audit.data![0]!;
    expect(entry).toMatchObject({ action: 'delete', changed: { reason: 'erased on request' } });
    expect(entry.actor_id).not.toBeNull();
    // The log keeps no more of the address than its first letter and its domain.
    expect(JSON.stringify(entry)).not.toContain(email);
    expect(entry.row_label).toBe(`d•••@${email.split('@')[1]}`);
  });

  it('releases or discards a held subscribe, for admins only', async () => {
    const heldOnTheDashboard = async () => {
      const { data, error } = await admin.rpc('admin_counts');
      expect(error).toBeNull();
      return (data as { held_items: number }).held_items;
    };
    const before = await heldOnTheDashboard();
    const kept = address('desk-held-kept');
    const dropped = address('desk-held-dropped');
    const keptRow = await addSubscriber(kept, { status: 'pending', held: true });
    const droppedRow = await addSubscriber(dropped, { status: 'pending', held: true });
    // They wait on the dashboard's "Held for review" with every other held form.
    expect((await heldOnTheDashboard()) - before).toBe(2);

    const reader = (await newUserClient('desk-held-reader')).client;
    const refused = await reader.rpc('newsletter_decide_held', {
      subscriber_id: keptRow.id,
      decision: 'release',
    });
    expect(refused.error).not.toBeNull();
    expect((await row(kept))!.held_at).not.toBeNull();

    const released = await admin.rpc('newsletter_decide_held', {
      subscriber_id: keptRow.id,
      decision: 'release',
    });
    expect(released.error).toBeNull();
    expect((await row(kept))!.held_at).toBeNull();
    const queued = await serviceClient().from('outbox').select('kind').eq('recipient_email', kept);
    expect(queued.data).toEqual([{ kind: 'newsletter_confirm' }]);

    const discarded = await admin.rpc('newsletter_decide_held', {
      subscriber_id: droppedRow.id,
      decision: 'delete',
    });
    expect(discarded.error).toBeNull();
    expect(await row(dropped)).toBeNull();
    expect(await heldOnTheDashboard()).toBe(before);
  });
});

/** A call as the mail provider makes it, signed with `secret` at `at` unless unsigned. */
function providerCall(
  event: unknown,
  options: { secret?: string | null; at?: Date } = {},
): Request {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const secret = options.secret === undefined ? LOCAL_MAIL_WEBHOOK_SECRET : options.secret;
  if (secret) {
    const id = `msg_${randomUUID()}`;
    const at = options.at ?? new Date();
    headers['svix-id'] = id;
    headers['svix-timestamp'] = String(Math.floor(at.getTime() / 1000));
    headers['svix-signature'] = new Webhook(secret).sign(id, at, body);
  }
  return new Request(`${inject('supabaseUrl')}/functions/v1/mail-events`, {
    method: 'POST',
    headers,
    body,
  });
}

const bounce = (email: string, type = 'Permanent') => ({
  type: 'email.bounced',
  created_at: new Date().toISOString(),
  data: { email_id: randomUUID(), to: [email], bounce: { type, subType: 'General' } },
});

describe('the mail provider’s webhook', () => {
  it('refuses an unsigned, wrongly signed or replayed call and changes nothing', async () => {
    const email = address('hook-refused');
    await addSubscriber(email);
    const other = `whsec_${Buffer.from('not the webhook secret at all!!').toString('base64')}`;
    const calls = [
      providerCall(bounce(email), { secret: null }),
      providerCall(bounce(email), { secret: other }),
      // Signed with the secret, ten minutes ago: a replay.
      providerCall(bounce(email), { at: new Date(Date.now() - 10 * 60_000) }),
    ];
    for (const call of calls) {
      const response = await fetch(call);
      expect(response.status).toBe(401);
    }
    expect((await row(email))!.status).toBe('confirmed');
  });

  it('suppresses the address of a signed hard bounce or complaint, and stops its queued letters', async () => {
    const bounced = address('hook-bounced');
    const complained = address('hook-complained');
    const soft = address('hook-soft');
    const bouncedRow = await addSubscriber(bounced);
    await addSubscriber(complained, { letters: ['the_edit', 'week_by_week'] });
    await addSubscriber(soft);
    // A letter queued for the bounced address and not sent yet.
    const queued = await serviceClient()
      .from('outbox')
      .insert({
        kind: 'newsletter_welcome',
        recipient_email: bounced,
        topic: 'newsletter',
        unsubscribe_token: bouncedRow.preferences_token,
        status: 'waiting',
      })
      .select('id')
      .single();
    expect(queued.error).toBeNull();

    expect((await fetch(providerCall(bounce(bounced)))).status).toBe(200);
    const complaint = {
      type: 'email.complained',
      created_at: new Date().toISOString(),
      data: { email_id: randomUUID(), to: [`A Reader <${complained}>`] },
    };
    expect((await fetch(providerCall(complaint))).status).toBe(200);
    expect((await fetch(providerCall(bounce(soft, 'Transient')))).status).toBe(200);

    expect(await row(bounced)).toMatchObject({ status: 'suppressed', suppressed_reason: 'bounce' });
    expect(await row(complained)).toMatchObject({
      status: 'suppressed',
      suppressed_reason: 'complaint',
    });
    expect((await row(soft))!.status).toBe('confirmed');
    const letter = await serviceClient()
      .from('outbox')
      .select('status')
      .eq('id', queued.data!.id)
      .single();
    expect(letter.data).toEqual({ status: 'suppressed' });
  });

  it('keeps an unknown bounced address suppressed, so a later subscribe never mails it', async () => {
    const email = address('hook-stranger');
    expect((await fetch(providerCall(bounce(email)))).status).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'suppressed', suppressed_reason: 'bounce' });
    const again = await anonClient().rpc('newsletter_subscribe', {
      email,
      letters: ['the_edit'],
      wedding_date: null,
      city: null,
    });
    expect(again.error).toBeNull();
    expect((await row(email))!.status).toBe('suppressed');
    const mail = await serviceClient().from('outbox').select('id').eq('recipient_email', email);
    expect(mail.data).toEqual([]);
  });

  it('is the service role’s alone: no browser role can call the suppression', async () => {
    const email = address('hook-direct');
    await addSubscriber(email);
    const reader = (await newUserClient('hook-reader')).client;
    for (const client of [anonClient(), reader, admin]) {
      const refused = await client.rpc('newsletter_suppress', { email, reason: 'complaint' });
      expect(refused.error).not.toBeNull();
    }
    expect((await row(email))!.status).toBe('confirmed');
  });
});
