import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';
import {
  DAY_MS,
  invite,
  isoDay,
  outboxFor,
  pastInquiry,
  REVIEW,
  sha256,
  submit,
  tokenFor,
  vendorWithListing as freshVendor,
} from './review-helpers.ts';
import { WEBP } from './storage-bytes.ts';

/**
 * Reviews (issue #32) as the database enforces them: invitations go to the couples of inquiries
 * whose wedding passed (never spam, never an inquiry written after its date), once, with one
 * reminder; only a valid token writes, once, for its inquiry's vendor, not after it expires; the
 * limits are constraints; the vendor answers (once, editable) and reports, but cannot change or
 * delete; reports reach admins, whose decisions reach the couple and the audit log; anon reads
 * published reviews only, and never an email. (What makes a couple verified, and the reviews an
 * admin reads first, are in tests/verified-reviews.test.ts.)
 */
let service: SupabaseClient;
let admin: SupabaseClient;
let anon: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
});

/** A vendor past its first invitations (whose reviews an admin reads first): published at once. */
const vendorWithListing = (label: string) => freshVendor(label, { history: 3 });

describe('invitations', () => {
  it('one invitation per passed wedding, none for spam or a date already past when written', async () => {
    const vendor = await vendorWithListing('rv-invite');
    const passed = await pastInquiry(vendor.listingId);
    const spam = await pastInquiry(vendor.listingId, { status: 'spam' });
    const late = await pastInquiry(vendor.listingId, { sentDaysAgo: 1, weddingDaysAgo: 5 });
    const future = await pastInquiry(vendor.listingId, { weddingDaysAgo: -30, sentDaysAgo: 10 });
    const tooRecent = await pastInquiry(vendor.listingId, { weddingDaysAgo: 0 });

    await invite();
    expect(await outboxFor(passed.email, 'review_invitation')).toHaveLength(1);
    for (const none of [spam, late, future, tooRecent])
      expect(await outboxFor(none.email, 'review_invitation')).toEqual([]);

    await invite();
    expect(await outboxFor(passed.email, 'review_invitation')).toHaveLength(1);
    const token = await tokenFor(passed.email);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const state = await anon.rpc('review_invitation', { token });
    expect(state.data).toMatchObject({
      state: 'valid',
      names: 'Marta',
      photo_folder: sha256(token),
    });
  });

  it('one reminder at most, whose link works as well as the first', async () => {
    const vendor = await vendorWithListing('rv-remind');
    const couple = await pastInquiry(vendor.listingId);
    await invite();
    expect(await outboxFor(couple.email, 'review_reminder')).toEqual([]);
    const later = new Date(Date.now() + 15 * DAY_MS);
    await invite(later);
    await invite(new Date(Date.now() + 30 * DAY_MS));
    expect(await outboxFor(couple.email, 'review_reminder')).toHaveLength(1);
    const first = await tokenFor(couple.email);
    const reminder = await tokenFor(couple.email, 'review_reminder');
    expect(reminder).not.toBe(first);
    expect((await anon.rpc('review_invitation', { token: first })).data).toMatchObject({
      state: 'valid',
    });
    expect((await submit(reminder)).error).toBeNull();
    expect((await anon.rpc('review_invitation', { token: first })).data).toMatchObject({
      state: 'used',
    });
  });
});

describe('writing a review', () => {
  it('is refused without a valid token', async () => {
    for (const token of ['', 'nope', 'f'.repeat(64), randomUUID()]) {
      const written = await submit(token);
      expect(written.error?.message).toMatch(/not valid/);
    }
    expect((await anon.rpc('review_invitation', { token: 'f'.repeat(64) })).data).toEqual({
      state: 'invalid',
    });
    // and nobody writes the table itself
    const vendor = await vendorWithListing('rv-direct');
    for (const client of [anon, vendor.client, admin]) {
      const inserted = await client.from('reviews').insert({
        listing_id: vendor.listingId,
        rating: 5,
        title: 'Made up',
        body: 'x'.repeat(60),
        inquired_month: '2026-01-01',
        married_month: '2026-02-01',
      });
      expect(inserted.error).not.toBeNull();
    }
  });

  it('a token works once, for its inquiry’s vendor only, with the verified months', async () => {
    const vendor = await vendorWithListing('rv-once');
    const other = await vendorWithListing('rv-other');
    const couple = await pastInquiry(vendor.listingId, { sentDaysAgo: 120, weddingDaysAgo: 4 });
    await invite();
    const token = await tokenFor(couple.email);

    const written = await submit(token, { rating_quality: 5, rating_value: 4 });
    expect(written.error).toBeNull();
    const again = await submit(token, { title: 'A second go' });
    expect(again.error?.message).toMatch(/already been used/);
    expect((await anon.rpc('review_invitation', { token })).data).toMatchObject({ state: 'used' });

    const mine = await anon
      .from('reviews')
      .select(
        'id,listing_id,rating,rating_quality,rating_value,author_name,inquired_month,married_month,booking_confirmed',
      )
      .eq('id', written.data as string)
      .single();
    expect(mine.data).toMatchObject({
      listing_id: vendor.listingId,
      rating: 5,
      rating_quality: 5,
      rating_value: 4,
      author_name: 'Marta & Jon',
      booking_confirmed: false,
      inquired_month: `${new Date(Date.now() - 120 * DAY_MS).toISOString().slice(0, 7)}-01`,
      married_month: `${isoDay(-4).slice(0, 7)}-01`,
    });
    expect(
      (await anon.from('reviews').select('id').eq('listing_id', other.listingId)).data,
    ).toEqual([]);
    // the vendor hears of it
    const vendorEmail = (await outboxFor(vendor.email, 'review_received'))[0];
    expect(vendorEmail?.data).toMatchObject({ rating: 5, title: REVIEW.title });
  });

  it('not after it expires', async () => {
    const vendor = await vendorWithListing('rv-expired');
    const couple = await pastInquiry(vendor.listingId);
    await invite();
    const token = await tokenFor(couple.email);
    const expired = await service
      .from('review_invitations')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('token_hash', sha256(token));
    expect(expired.error).toBeNull();
    expect((await anon.rpc('review_invitation', { token })).data).toMatchObject({
      state: 'expired',
    });
    expect((await submit(token)).error?.message).toMatch(/expired/);
  });

  it('ratings, text, names and photos within their limits', async () => {
    const vendor = await vendorWithListing('rv-limits');
    const couple = await pastInquiry(vendor.listingId);
    await invite();
    const token = await tokenFor(couple.email);
    const folder = sha256(token);
    const photo = (index: number) => ({ path: `${folder}/p${index}.webp`, alt: `Photo ${index}` });
    const refused = [
      { rating: 0 },
      { rating: 6 },
      { rating_value: 9 },
      { title: 'ab' },
      { title: 'x'.repeat(121) },
      { body: 'Too short.' },
      { body: 'x'.repeat(4001) },
      { photos: Array.from({ length: 7 }, (_, index) => photo(index)) },
      { photos: [{ path: `${folder}/p1.webp`, alt: '' }] },
      { photos: [{ path: `${'a'.repeat(64)}/p1.webp`, alt: 'Someone else’s folder' }] },
    ];
    for (const overrides of refused) {
      const written = await submit(token, overrides);
      expect(written.error, JSON.stringify(overrides)).not.toBeNull();
    }
    // still unused after the refusals: the right review goes in, names withheld without consent
    const written = await submit(token, {
      publish_names: false,
      photos: Array.from({ length: 6 }, (_, index) => photo(index)),
    });
    expect(written.error).toBeNull();
    const row = await anon
      .from('reviews')
      .select('author_name,photos')
      .eq('id', written.data as string)
      .single();
    expect(row.data?.author_name).toBeNull();
    expect(row.data?.photos).toHaveLength(6);
  });

  it('photos upload only into a valid token’s folder', async () => {
    const vendor = await vendorWithListing('rv-photos');
    const couple = await pastInquiry(vendor.listingId);
    await invite();
    const token = await tokenFor(couple.email);
    const upload = (path: string) =>
      anon.storage
        .from('review-photos')
        .upload(path, WEBP, { contentType: 'image/webp', upsert: false });
    expect((await upload(`${sha256(token)}/one.webp`)).error).toBeNull();
    expect((await upload(`${'b'.repeat(64)}/one.webp`)).error).not.toBeNull();
    expect((await upload(`${token}/one.webp`)).error).not.toBeNull();
    expect((await submit(token)).error).toBeNull();
    expect((await upload(`${sha256(token)}/two.webp`)).error).not.toBeNull();
  });

  it('“Booked, confirmed by the vendor” when the vendor marked the inquiry booked', async () => {
    const vendor = await vendorWithListing('rv-booked');
    const couple = await pastInquiry(vendor.listingId);
    const booked = await vendor.client
      .from('inquiries')
      .update({ status: 'booked' })
      .eq('id', couple.id);
    expect(booked.error).toBeNull();
    const archived = await vendor.client
      .from('inquiries')
      .update({ status: 'archived' })
      .eq('id', couple.id)
      .select('booked_at')
      .single();
    expect(archived.data?.booked_at).not.toBeNull();
    await invite();
    const written = await submit(await tokenFor(couple.email));
    const row = await anon
      .from('reviews')
      .select('booking_confirmed')
      .eq('id', written.data as string)
      .single();
    expect(row.data?.booking_confirmed).toBe(true);
  });
});

/** A published review of a fresh vendor's listing. */
async function reviewed(label: string) {
  const vendor = await vendorWithListing(label);
  const couple = await pastInquiry(vendor.listingId);
  await invite();
  const written = await submit(await tokenFor(couple.email));
  if (written.error) throw written.error;
  return { vendor, couple, reviewId: written.data as string };
}

describe('the vendor', () => {
  it('cannot change or delete a review, and answers it once, editably', async () => {
    const { vendor, reviewId } = await reviewed('rv-answer');
    // No privilege on hosted Supabase; no policy on the local stack (which grants every table to
    // the browser roles): either way nothing changes.
    await vendor.client.from('reviews').update({ rating: 1, title: 'Changed' }).eq('id', reviewId);
    await vendor.client.from('reviews').delete().eq('id', reviewId);
    await admin.from('reviews').update({ rating: 1 }).eq('id', reviewId);
    const untouched = await service.from('reviews').select('rating,title').eq('id', reviewId);
    expect(untouched.data).toEqual([{ rating: REVIEW.rating, title: REVIEW.title }]);
    const hidden = await vendor.client.rpc('answer_review', { review_id: reviewId, answer: '' });
    expect(hidden.error).not.toBeNull();

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
    const row = await anon
      .from('reviews')
      .select('rating,title,answer,answered_at,answer_updated_at')
      .eq('id', reviewId)
      .single();
    expect(row.data).toMatchObject({
      rating: REVIEW.rating,
      title: REVIEW.title,
      answer: 'Thank you both: it was a joy to work with you.',
    });
    expect(row.data?.answered_at).not.toBeNull();
    expect(row.data?.answer_updated_at).not.toBeNull();

    const stranger = await vendorWithListing('rv-stranger');
    const theirs = await stranger.client.rpc('answer_review', {
      review_id: reviewId,
      answer: 'Not mine to answer.',
    });
    expect(theirs.error?.message).toMatch(/Only the vendor/);
    expect(
      (await anon.rpc('answer_review', { review_id: reviewId, answer: 'anon' })).error,
    ).not.toBeNull();
  });

  it('reports reach admins, who keep or remove with a reason the couple is told, in the audit log', async () => {
    const { vendor, couple, reviewId } = await reviewed('rv-report');
    const stranger = await vendorWithListing('rv-report-other');
    expect(
      (
        await stranger.client.rpc('report_review', {
          review_id: reviewId,
          reason: 'Not my review at all.',
        })
      ).error,
    ).not.toBeNull();
    const short = await vendor.client.rpc('report_review', { review_id: reviewId, reason: 'bad' });
    expect(short.error).not.toBeNull();
    const reported = await vendor.client.rpc('report_review', {
      review_id: reviewId,
      reason: 'This couple booked another florist; we never met them.',
    });
    expect(reported.error).toBeNull();
    const twice = await vendor.client.rpc('report_review', {
      review_id: reviewId,
      reason: 'Reporting it a second time.',
    });
    expect(twice.error).not.toBeNull();

    expect((await vendor.client.rpc('reported_reviews')).error).not.toBeNull();
    const desk = await admin.rpc('reported_reviews');
    expect(desk.error).toBeNull();
    const item = (desk.data as { report_id: string; review_id: string; reason: string }[]).find(
      (row) => row.review_id === reviewId,
    );
    expect(item?.reason).toMatch(/another florist/);
    const alert = await service
      .from('outbox')
      .select('data')
      .eq('kind', 'review_waiting')
      .eq('recipient_email', DEMO_ACCOUNTS.admin.email)
      .contains('data', { what: 'review_report' });
    expect(alert.data?.length).toBeGreaterThan(0);

    expect(
      (
        await vendor.client.rpc('moderate_review', {
          report_id: item!.report_id,
          decision: 'remove',
          reason: 'Untrue',
        })
      ).error,
    ).not.toBeNull();
    const noReason = await admin.rpc('moderate_review', {
      report_id: item!.report_id,
      decision: 'remove',
    });
    expect(noReason.error).not.toBeNull();
    const removed = await admin.rpc('moderate_review', {
      report_id: item!.report_id,
      decision: 'remove',
      reason: 'The vendor showed the couple booked elsewhere.',
    });
    expect(removed.error).toBeNull();

    expect((await anon.from('reviews').select('id').eq('id', reviewId)).data).toEqual([]);
    expect((await outboxFor(couple.email, 'review_removed'))[0]?.data).toMatchObject({
      reason: 'The vendor showed the couple booked elsewhere.',
    });
    const audit = await admin
      .from('admin_audit')
      .select('table_name,action,row_id')
      .in('row_id', [reviewId, item!.report_id]);
    expect(audit.data?.map((row) => row.table_name).sort()).toEqual(['review_reports', 'reviews']);
  });

  it('an admin keeps a reported review: it stays published', async () => {
    const { vendor, reviewId } = await reviewed('rv-keep');
    const reported = await vendor.client.rpc('report_review', {
      review_id: reviewId,
      reason: 'We think this is too harsh.',
    });
    const kept = await admin.rpc('moderate_review', {
      report_id: reported.data as string,
      decision: 'keep',
    });
    expect(kept.error).toBeNull();
    expect((await anon.from('reviews').select('id').eq('id', reviewId)).data).toHaveLength(1);
    const report = await admin
      .from('review_reports')
      .select('status')
      .eq('id', reported.data as string)
      .single();
    expect(report.data?.status).toBe('kept');
  });
});

const PUBLIC_COLUMNS =
  'id,listing_id,rating,rating_quality,rating_responsiveness,rating_value,rating_professionalism,title,body,author_name,photos,inquired_month,married_month,booking_confirmed,status,answer,answered_at,answer_updated_at,created_at';

describe('what the public reads', () => {
  it('published reviews only, never an email nor an invitation', async () => {
    const { reviewId } = await reviewed('rv-public');
    const published = await anon.from('reviews').select('id').eq('id', reviewId);
    expect(published.data).toHaveLength(1);
    const hidden = await service
      .from('reviews')
      .update({
        status: 'removed',
        removed_reason: 'Hidden for the test',
        removed_at: new Date().toISOString(),
      })
      .eq('id', reviewId);
    expect(hidden.error).toBeNull();
    expect((await anon.from('reviews').select('id').eq('id', reviewId)).data).toEqual([]);
    expect((await anon.from('reviews').select('id').eq('status', 'removed')).data).toEqual([]);
    expect((await anon.from('reviews').select('removed_reason')).error).not.toBeNull();
    expect((await anon.from('reviews').select('invitation_id')).error).not.toBeNull();
    for (const client of [anon, (await newUserClient('rv-reader')).client]) {
      const invitations = await client.from('review_invitations').select('*');
      expect(invitations.data ?? []).toEqual([]);
      expect((await client.from('review_reports').select('*')).data ?? []).toEqual([]);
    }
    const rows = await anon.from('reviews').select(PUBLIC_COLUMNS).limit(50);
    expect(rows.error).toBeNull();
    expect(rows.data?.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.data)).not.toMatch(/@/);
  });
});
