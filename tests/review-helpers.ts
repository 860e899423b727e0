import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, clientFrom, newUserClient, serviceClient, TEST_PASSWORD } from './helpers.ts';

/** What tests/reviews.test.ts and tests/verified-reviews.test.ts arrange and read alike. */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

export const DAY_MS = 86_400_000;
export const isoDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const service = () => serviceClient();

/** The same account signed in again, its requests from `network`. */
export async function signedInFrom(email: string, network: string): Promise<SupabaseClient> {
  const client = clientFrom(network);
  const signedIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  if (signedIn.error) throw signedIn.error;
  return client;
}

/** A random public IPv4 address (203.0.x.y): a network of its own for one test. */
const octet = () => 1 + Math.floor(Math.random() * 254);
export const someNetwork = () => `203.0.${octet()}.${octet()}`;

/**
 * A fresh vendor (active member) with a published listing. `history`: invitations the listing
 * already had (used long ago), so its next reviews are not among the vendor's first, held ones.
 */
export async function vendorWithListing(
  label: string,
  options: { history?: number; contactEmail?: string } = {},
) {
  const vendor = await newUserClient(label);
  const joined = await service()
    .from('vendor_members')
    .insert({ user_id: vendor.userId, status: 'active' });
  if (joined.error) throw joined.error;
  const urlName = `rv-${randomUUID().slice(0, 12)}`;
  const listing = await service()
    .from('listings')
    .insert({
      name: `Reviewed ${urlName}`,
      url_name: urlName,
      business_category_id: PHOTOGRAPHY,
      owner_id: vendor.userId,
      status: 'published',
      description: 'A studio couples review.',
      city: 'Porto',
      country: 'Portugal',
      contact_email: options.contactEmail ?? null,
    })
    .select('id')
    .single();
  if (listing.error) throw listing.error;
  const listingId = listing.data.id as string;
  const history = options.history ?? 0;
  if (history > 0) {
    const past = new Date(Date.now() - 400 * DAY_MS).toISOString();
    const earlier = await service()
      .from('review_invitations')
      .insert(
        Array.from({ length: history }, (_, index) => ({
          listing_id: listingId,
          email: `earlier-${index}-${randomUUID().slice(0, 8)}@test.perfete.local`,
          token_hash: sha256(randomUUID()),
          expires_at: past,
          sent_at: past,
          used_at: past,
          created_at: past,
        })),
      );
    if (earlier.error) throw earlier.error;
  }
  return { ...vendor, listingId, urlName };
}

/** An inquiry sent `sentDaysAgo` days ago for a wedding `weddingDaysAgo` days ago. */
export async function pastInquiry(
  listingId: string,
  options: { weddingDaysAgo?: number; sentDaysAgo?: number; status?: string; email?: string } = {},
) {
  const { weddingDaysAgo = 5, sentDaysAgo = 200, status = 'replied' } = options;
  const email = options.email ?? `couple-${randomUUID().slice(0, 8)}@test.perfete.local`;
  const inquiry = await service()
    .from('inquiries')
    .insert({
      listing_id: listingId,
      name: 'Marta and Jon Ribeiro',
      email,
      wedding_date: isoDay(-weddingDaysAgo),
      message: 'We would love flowers for our September wedding.',
      status,
      created_at: new Date(Date.now() - sentDaysAgo * DAY_MS).toISOString(),
    })
    .select('id')
    .single();
  if (inquiry.error) throw inquiry.error;
  return { id: inquiry.data.id as string, email };
}

/** One run of the invitations, as the delivery function starts each run. */
export async function invite(asOf?: Date) {
  const run = await service().rpc('invite_reviews', asOf ? { as_of: asOf.toISOString() } : {});
  if (run.error) throw run.error;
  return run.data as number;
}

export async function outboxFor(email: string, kind: string) {
  const rows = await service()
    .from('outbox')
    .select('kind,recipient_email,data,created_at')
    .eq('recipient_email', email)
    .eq('kind', kind)
    .order('created_at');
  if (rows.error) throw rows.error;
  return rows.data as { kind: string; recipient_email: string; data: Record<string, unknown> }[];
}

/** The plain token the invitation email carries. */
export async function tokenFor(email: string, kind = 'review_invitation') {
  const [message] = await outboxFor(email, kind);
  if (!message) throw new Error(`no ${kind} to ${email}`);
  return message.data.token as string;
}

export const REVIEW = {
  rating: 5,
  title: 'Flowers that made the day',
  body: 'They listened to every idea, kept to the budget and the flowers lasted through a hot afternoon in the garden.',
  publish_names: true,
  author_name: 'Marta & Jon',
};

export async function submit(
  token: string,
  overrides: Record<string, unknown> = {},
  client: SupabaseClient = anonClient(),
) {
  return client.rpc('submit_review', { token, ...REVIEW, ...overrides });
}
