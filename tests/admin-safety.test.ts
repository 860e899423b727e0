import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The admin area's ground rules as the database holds them: nothing is lost by accident (a
 * listing with inquiries, a post with credits, a category in use cannot be deleted; only archived
 * rows go for good), every admin write leaves an audit row with its actor, admins are granted by
 * email and the last one stays, and the dashboard's counts are for admins only.
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

async function listingWithInquiry(status: string) {
  const urlName = `safe-${randomUUID().slice(0, 12)}`;
  const listing = await service
    .from('listings')
    .insert({ name: urlName, url_name: urlName, business_category_id: PHOTOGRAPHY, status })
    .select('id')
    .single();
  if (listing.error) throw listing.error;
  const inquiry = await service
    .from('inquiries')
    .insert({
      listing_id: listing.data.id,
      name: 'A couple',
      email: 'couple@example.com',
      message: 'Hello',
    })
    .select('id')
    .single();
  if (inquiry.error) throw inquiry.error;
  return { listingId: listing.data.id as string, inquiryId: inquiry.data.id as string };
}

describe('nothing lost by accident', () => {
  it('refuses to delete a live listing, and an archived one whose inquiries would go with it', async () => {
    const live = await listingWithInquiry('published');
    const refused = await admin.from('listings').delete().eq('id', live.listingId).select('id');
    expect(refused.data ?? []).toEqual([]);

    const archived = await listingWithInquiry('archived');
    const blocked = await admin.from('listings').delete().eq('id', archived.listingId);
    expect(blocked.error).not.toBeNull();
    for (const { listingId, inquiryId } of [live, archived]) {
      expect((await service.from('listings').select('id').eq('id', listingId)).data).toHaveLength(
        1,
      );
      expect((await service.from('inquiries').select('id').eq('id', inquiryId)).data).toHaveLength(
        1,
      );
    }
  });

  it('refuses to delete a category that posts use', async () => {
    const slug = `safe-${randomUUID().slice(0, 8)}`;
    const category = await admin
      .from('blog_categories')
      .insert({ name: 'Safe', slug })
      .select('id')
      .single();
    expect(category.error).toBeNull();
    const post = await admin.from('blog_posts').insert({
      title: 'Filed under Safe',
      slug: `${slug}-post`,
      status: 'draft',
      category: category.data!.id,
    });
    expect(post.error).toBeNull();
    expect(
      (await admin.from('blog_categories').delete().eq('id', category.data!.id)).error,
    ).not.toBeNull();
    expect(
      (await service.from('blog_posts').select('category').eq('slug', `${slug}-post`)).data,
    ).toEqual([{ category: category.data!.id }]);
  });

  it('deletes a contact message for good only once it is archived', async () => {
    const sent = await service
      .from('contact_messages')
      .insert({ name: 'Reader', email: 'reader@example.com', subject: 'Hi', message: 'Hello' })
      .select('id')
      .single();
    expect(sent.error).toBeNull();
    const id = sent.data!.id as string;
    // An unfiltered delete removes nothing that is not archived.
    expect(
      (await admin.from('contact_messages').delete().neq('id', randomUUID())).error,
    ).toBeNull();
    expect((await service.from('contact_messages').select('id').eq('id', id)).data).toHaveLength(1);
    await admin.from('contact_messages').update({ status: 'archived' }).eq('id', id);
    expect(
      (await admin.from('contact_messages').delete().eq('id', id).select('id')).data,
    ).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('records every admin write with its actor and the changed fields; only admins read it', async () => {
    const { listingId } = await listingWithInquiry('pending');
    expect(
      (await admin.from('listings').update({ status: 'published' }).eq('id', listingId)).error,
    ).toBeNull();
    const rows = await admin
      .from('admin_audit')
      .select('actor_id, table_name, row_id, action, changed')
      .eq('table_name', 'listings')
      .eq('row_id', listingId);
    expect(rows.data).toEqual([
      {
        actor_id: adminId,
        table_name: 'listings',
        row_id: listingId,
        action: 'update',
        changed: { status: { from: 'pending', to: 'published' } },
      },
    ]);
    const vendor = await newUserClient('audit-reader');
    expect((await vendor.client.from('admin_audit').select('id').limit(1)).data ?? []).toEqual([]);
    expect((await anonClient().from('admin_audit').select('id').limit(1)).data ?? []).toEqual([]);
    const forged = await admin
      .from('admin_audit')
      .insert({ table_name: 'listings', action: 'update', actor_id: adminId });
    expect(forged.error).not.toBeNull();
  });

  it('logs a changed description as one change: the columns the database derives are left out', async () => {
    const { listingId } = await listingWithInquiry('pending');
    const description = 'Long tables under the olives, candles in jars.';
    expect(
      (await admin.from('listings').update({ description }).eq('id', listingId)).error,
    ).toBeNull();
    const rows = await admin
      .from('admin_audit')
      .select('changed')
      .eq('table_name', 'listings')
      .eq('row_id', listingId);
    // Not summary, name_search or place_search, which follow the description and the name.
    expect(rows.data).toEqual([{ changed: { description: { from: null, to: description } } }]);
  });
});

describe('members', () => {
  it('are suspended with a reason the member reads, and reactivated; only admins list them', async () => {
    const member = await newUserClient('suspend-me');
    expect(
      (await service.from('vendor_members').insert({ user_id: member.userId, status: 'active' }))
        .error,
    ).toBeNull();
    const silent = await admin
      .from('vendor_members')
      .update({ status: 'suspended' })
      .eq('user_id', member.userId);
    expect(silent.error?.message).toMatch(/Say why the membership is suspended/);
    expect(
      (
        await admin
          .from('vendor_members')
          .update({ status: 'suspended', status_reason: 'Photos taken from another studio.' })
          .eq('user_id', member.userId)
      ).error,
    ).toBeNull();
    const own = await member.client
      .from('vendor_members')
      .select('status, status_reason')
      .eq('user_id', member.userId)
      .single();
    expect(own.data).toEqual({
      status: 'suspended',
      status_reason: 'Photos taken from another studio.',
    });
    // The member cannot lift it themselves.
    const self = await member.client
      .from('vendor_members')
      .update({ status: 'active' })
      .eq('user_id', member.userId)
      .select('status');
    expect(self.data ?? []).toEqual([]);

    // Their published listing leaves the directory while the suspension lasts.
    const urlName = `suspended-${randomUUID().slice(0, 8)}`;
    const listing = await service
      .from('listings')
      .insert({
        name: urlName,
        url_name: urlName,
        business_category_id: PHOTOGRAPHY,
        owner_id: member.userId,
        status: 'published',
      })
      .select('id')
      .single();
    expect(listing.error).toBeNull();
    const shown = async () =>
      ((await anonClient().from('listings').select('id').eq('id', listing.data!.id)).data ?? [])
        .length;
    expect(await shown()).toBe(0);

    const listed = (await admin.rpc('admin_members')).data as {
      user_id: string;
      email: string;
      status: string;
    }[];
    expect(listed.find((entry) => entry.user_id === member.userId)).toMatchObject({
      email: member.email,
      status: 'suspended',
    });
    expect((await member.client.rpc('admin_members')).error).not.toBeNull();

    await admin.from('vendor_members').update({ status: 'active' }).eq('user_id', member.userId);
    const back = await member.client
      .from('vendor_members')
      .select('status, status_reason')
      .eq('user_id', member.userId)
      .single();
    expect(back.data).toEqual({ status: 'active', status_reason: null });
    expect(await shown()).toBe(1);
  });
});

describe('administrators', () => {
  it('are granted by email and revoked by admins only; the last one stays', async () => {
    const person = await newUserClient('future-admin');
    expect((await person.client.rpc('grant_admin', { email: person.email })).error).not.toBeNull();
    const granted = await admin.rpc('grant_admin', { email: person.email.toUpperCase() });
    expect(granted.data).toBe(person.userId);
    expect(
      (await service.from('admin_users').select('id').eq('id', person.userId)).data,
    ).toHaveLength(1);
    expect(
      (await admin.rpc('grant_admin', { email: 'nobody@example.com' })).error?.message,
    ).toMatch(/No account uses this email/);

    const listed = (await admin.rpc('admin_list')).data as { id: string; email: string }[];
    expect(listed.find((entry) => entry.id === person.userId)?.email).toBe(person.email);
    expect((await person.client.rpc('admin_list')).error).toBeNull();
    const vendor = await newUserClient('not-admin');
    expect((await vendor.client.rpc('admin_list')).error).not.toBeNull();

    expect((await admin.rpc('revoke_admin', { user_id: person.userId })).error).toBeNull();
    expect((await person.client.rpc('admin_list')).error).not.toBeNull();
    expect((await service.from('admin_users').select('id').eq('id', person.userId)).data).toEqual(
      [],
    );

    // With every other admin set aside, the one left cannot be revoked.
    const others = ((await service.from('admin_users').select('id')).data ?? [])
      .map((row) => row.id as string)
      .filter((id) => id !== adminId);
    expect((await service.from('admin_users').delete().in('id', others)).error).toBeNull();
    try {
      const last = await admin.rpc('revoke_admin', { user_id: adminId });
      expect(last.error?.message).toMatch(/last administrator/);
      expect((await service.from('admin_users').select('id').eq('id', adminId)).data).toHaveLength(
        1,
      );
    } finally {
      if (others.length > 0) await service.from('admin_users').insert(others.map((id) => ({ id })));
    }
  });

  it('see the dashboard’s counts; nobody else does', async () => {
    const counts = await admin.rpc('admin_counts');
    expect(counts.error).toBeNull();
    const pending = await service
      .from('listings')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'pending');
    expect((counts.data as Record<string, number>).listings_in_review).toBe(pending.count);
    // Reported reviews and what the abuse guard held wait for an admin too (#41).
    const head = { count: 'exact', head: true } as const;
    const [reports, applications, messages, submissions, subscribes] = await Promise.all([
      service.from('review_reports').select('id', head).eq('status', 'open'),
      service.from('membership_applications').select('id', head).eq('status', 'held'),
      service.from('contact_messages').select('id', head).eq('status', 'held'),
      service.from('wedding_submissions').select('id', head).eq('status', 'held'),
      // Newsletter subscribes held past a burst (#44).
      service
        .from('newsletter_subscribers')
        .select('id', head)
        .not('held_at', 'is', null)
        .eq('status', 'pending'),
    ]);
    const again = (await admin.rpc('admin_counts')).data as Record<string, number>;
    expect(again.reported_reviews).toBe(reports.count);
    expect(again.held_items).toBe(
      applications.count! + messages.count! + submissions.count! + subscribes.count!,
    );
    const vendor = await newUserClient('counts-reader');
    expect((await vendor.client.rpc('admin_counts')).error).not.toBeNull();
    expect((await anonClient().rpc('admin_counts')).error).not.toBeNull();
  });
});
