import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Membership applications as /membership sends them: the database owns the review fields and the
 * dates, answers a second open application as a first (issue #29), holds past three per email per
 * hour, and records who decided and when.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

let service: SupabaseClient;
let admin: SupabaseClient;
let adminId: string;
beforeAll(async () => {
  service = serviceClient();
  const signedIn = await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  admin = signedIn.client;
  adminId = signedIn.userId;
});

const application = (email: string, overrides: Record<string, unknown> = {}) => ({
  business_name: `Atelier ${randomUUID().slice(0, 8)}`,
  contact_name: 'Noor Haddad',
  email,
  category: PHOTOGRAPHY,
  city: 'Lisbon',
  country: 'Portugal',
  website: 'https://atelier.example',
  portfolio_links: ['https://atelier.example/work/one', 'https://atelier.example/work/two'],
  years_in_business: 7,
  message: 'Quiet, observed photographs of weddings by the sea.',
  consent: true,
  ...overrides,
});

const newEmail = () => `applicant-${randomUUID().slice(0, 8)}@example.com`;

async function stored(businessName: string) {
  const { data, error } = await service
    .from('membership_applications')
    .select('*')
    .eq('business_name', businessName);
  if (error) throw error;
  return data;
}

describe('applying', () => {
  it('accepts an anonymous application once, and answers a second as a first (issue #29)', async () => {
    const email = newEmail();
    const first = application(email);
    const sentFirst = await anonClient().from('membership_applications').insert(first);
    expect(sentFirst.error).toBeNull();
    const [row] = await stored(first.business_name);
    expect(row).toMatchObject({ email, status: 'pending', consent: true, years_in_business: 7 });

    // The same answer: nothing tells a caller that, or when, this address applied.
    const second = application(email.toUpperCase());
    const sentSecond = await anonClient().from('membership_applications').insert(second);
    expect(sentSecond.error).toBeNull();
    expect(sentSecond.status).toBe(sentFirst.status);
    expect(await stored(second.business_name)).toEqual([]);
  });

  it('sets the id, status, dates and review fields itself, whatever the applicant sends', async () => {
    const chosenId = randomUUID();
    const sent = application(newEmail(), {
      id: chosenId,
      status: 'invited',
      created_at: '2999-01-01T00:00:00Z',
      updated_at: '2999-01-01T00:00:00Z',
      internal_notes: 'Invite at once.',
      decision_reason: 'Pre-approved',
      admission_note: 'Chosen by myself',
      reviewed_by: randomUUID(),
      reviewed_at: '2999-01-01T00:00:00Z',
    });
    const before = Date.now();
    expect((await anonClient().from('membership_applications').insert(sent)).error).toBeNull();
    const [row] = await stored(sent.business_name);
    expect(row).toMatchObject({
      status: 'pending',
      internal_notes: null,
      decision_reason: null,
      admission_note: null,
      reviewed_by: null,
      reviewed_at: null,
    });
    expect(row!.id).not.toBe(chosenId);
    for (const column of ['created_at', 'updated_at'] as const) {
      const at = new Date(row![column] as string).getTime();
      expect(at).toBeGreaterThanOrEqual(before - 5_000);
      expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    }
  });

  it('holds the fourth application from one address in an hour, answering as ever (issue #29)', async () => {
    const email = newEmail();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const sent = application(email);
      expect((await anonClient().from('membership_applications').insert(sent)).error).toBeNull();
      // declined, so the next one is not "already open"
      const [row] = await stored(sent.business_name);
      expect(
        (
          await admin
            .from('membership_applications')
            .update({ status: 'declined' })
            .eq('id', row!.id as string)
        ).error,
      ).toBeNull();
    }
    const fourth = application(email);
    const { error } = await anonClient().from('membership_applications').insert(fourth);
    expect(error).toBeNull();
    expect(await stored(fourth.business_name)).toMatchObject([{ status: 'held' }]);
  });

  it('refuses portfolio links that are not web addresses, and more than five', async () => {
    for (const links of [
      ['javascript:alert(1)'],
      ['https://a.example/1', 'ftp://b.example/2'],
      Array.from({ length: 6 }, (_, index) => `https://a.example/${index}`),
    ]) {
      const sent = application(newEmail(), { portfolio_links: links });
      const { error } = await anonClient().from('membership_applications').insert(sent);
      expect(error, links.join(' ')).not.toBeNull();
      expect(await stored(sent.business_name)).toEqual([]);
    }
  });

  it('refuses an application without consent to be contacted', async () => {
    const sent = application(newEmail(), { consent: false });
    const { error } = await anonClient().from('membership_applications').insert(sent);
    expect(error).not.toBeNull();
    expect(await stored(sent.business_name)).toEqual([]);
  });
});

describe('reviewing', () => {
  it('only admins move an application, and the database records who and when', async () => {
    const sent = application(newEmail());
    expect((await anonClient().from('membership_applications').insert(sent)).error).toBeNull();
    const [row] = await stored(sent.business_name);
    const id = row!.id as string;

    const vendor = await newUserClient('not-a-reviewer');
    for (const client of [anonClient(), vendor.client]) {
      const attempt = await client
        .from('membership_applications')
        .update({ status: 'waitlisted' })
        .eq('id', id)
        .select('id');
      expect(attempt.data ?? []).toEqual([]);
    }
    expect((await stored(sent.business_name))[0]).toMatchObject({
      status: 'pending',
      reviewed_by: null,
    });

    for (const status of ['in_review', 'waitlisted', 'declined'] as const) {
      const before = Date.now();
      const moved = await admin
        .from('membership_applications')
        .update({
          status,
          decision_reason: status === 'declined' ? 'Not yet a fit for the directory.' : null,
          reviewed_by: randomUUID(),
          reviewed_at: '2020-01-01T00:00:00Z',
        })
        .eq('id', id)
        .select('status, reviewed_by, reviewed_at, decision_reason')
        .single();
      expect(moved.error).toBeNull();
      expect(moved.data).toMatchObject({ status, reviewed_by: adminId });
      expect(new Date(moved.data!.reviewed_at as string).getTime()).toBeGreaterThanOrEqual(
        before - 5_000,
      );
    }
  });
});
