/**
 * The demo magazine. Called by supabase/local/stack.ts on a FRESH database, after the migrations
 * (and supabase/seed.sql, if any): creates the demo accounts, the masthead and the members as
 * confirmed users (in SQL, so no confirmation emails), uploads generated artwork and the committed
 * videos to the `media` bucket, and inserts the rows with the service client (service_role
 * bypasses RLS).
 *
 * Deterministic: text, ids, images and the relative dates come from fixed seeds; only the dates
 * are anchored to the day of seeding (so "18 months of posts" and "one scheduled post in the
 * future" stay true whenever the database is reset).
 */
import { createHash } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from './accounts.ts';
import { AUTHORS, type AuthorKey } from './corpus/authors.ts';
import { authorAvatarJob, buildPosts, editorialImageJobs } from './build-posts.ts';
import { buildListings, type MemberSeed } from './build-listings.ts';
import { buildMisc } from './build-misc.ts';
import { buildReviews } from './build-reviews.ts';
import { withRetry } from './retry.ts';
import { AVATAR_VARIANTS } from './images.ts';
import { renderAndUploadImages, uploadVideos, variantPath, type ImageJob } from './media.ts';

/** What stack.ts passes in (mirrors SeedOptions in supabase/local/stack.ts). */
export interface SeedOptions {
  url: string;
  publishableKey: string;
  serviceKey: string;
  sql: (statement: string) => Promise<void>;
  log: (message: string) => void;
}

/** The password hash's cost: what the stack's Auth uses for a sign-up (bcrypt, cost 10). */
const BCRYPT_COST = 10;

/** A stable id for a demo address, so a seed run again keeps every account's id. */
function accountId(email: string): string {
  const hex = createHash('sha256').update(`perfete-demo:${email.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Every demo account (the demo logins, the masthead and the directory's 64 members) in two
 * statements: a confirmed user with the demo password, its email identity, and (by the profile
 * trigger) a profile with the name. Not through the Auth API's sign-up: that asks each new address
 * to confirm by email, and the stack's first start left a dozen "Confirm your email" messages in
 * the mail catcher for accounts that were confirmed the moment after (#41). One bcrypt hash, made
 * here at the cost the stack's Auth uses, signs them all in. Local only, like the whole seed.
 */
async function createAccounts(
  options: SeedOptions,
  accounts: readonly Omit<MemberSeed, 'admissionNote'>[],
): Promise<void> {
  const hash = await bcrypt.hash(DEMO_PASSWORD, BCRYPT_COST);
  const rows = accounts
    .map(
      (account) =>
        `(${literal(account.id)}::uuid, ${literal(account.email.toLowerCase())}, ${literal(account.fullName)}, ${literal(account.joinedAt)}::timestamptz)`,
    )
    .join(',\n');
  await options.sql(`
    insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select m.id, 'authenticated', 'authenticated', m.email, ${literal(hash)}, m.joined_at,
           '{"provider": "email", "providers": ["email"]}'::jsonb,
           jsonb_build_object('full_name', m.full_name), m.joined_at, m.joined_at
    from (values ${rows}) as m(id, email, full_name, joined_at)
    on conflict (id) do nothing;
    insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
    select m.id, 'email', m.id::text, m.id,
           jsonb_build_object('sub', m.id::text, 'email', m.email, 'email_verified', true),
           m.joined_at, m.joined_at
    from (values ${rows}) as m(id, email, full_name, joined_at)
    on conflict do nothing;
  `);
}

/** Upserts by primary key, in chunks: idempotent, so a retried chunk cannot duplicate rows. */
async function insert(
  client: SupabaseClient,
  table: string,
  rows: Record<string, unknown>[],
  chunk = 50,
) {
  for (let start = 0; start < rows.length; start += chunk) {
    await withRetry(`insert into ${table}`, async () => {
      const { error } = await client.from(table).upsert(rows.slice(start, start + chunk));
      if (error) throw new Error(`${error.message}${error.details ? ` (${error.details})` : ''}`);
    });
  }
}

async function update(
  client: SupabaseClient,
  table: string,
  id: string,
  values: Record<string, unknown>,
) {
  await withRetry(`update ${table} ${id}`, async () => {
    const { error } = await client.from(table).update(values).eq('id', id);
    if (error) throw new Error(error.message);
  });
}

const AVATAR_SUFFIX = AVATAR_VARIANTS[0]!.suffix;
const ACCOUNTS_WITH_AVATARS = ['admin', 'vendorAna', 'vendorMarco'] as const;
const ACCOUNT_PALETTES: Record<(typeof ACCOUNTS_WITH_AVATARS)[number], string> = {
  admin: 'champagne',
  vendorAna: 'terracotta',
  vendorMarco: 'sage',
};
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** Every artwork of the demo. Depends on the corpus only, so it can start before any account exists. */
function demoImageJobs(now: Date): ImageJob[] {
  const listings = buildListings({
    now,
    ownerIds: { vendorAna: PLACEHOLDER_ID, vendorMarco: PLACEHOLDER_ID },
  });
  const authorIds = new Map(AUTHORS.map((author) => [author.key, PLACEHOLDER_ID]));
  const posts = buildPosts({ now, authorIds, listings: listings.refs });
  const accountAvatars: ImageJob[] = ACCOUNTS_WITH_AVATARS.map((key) => ({
    base: `demo/avatars/${key}`,
    spec: {
      motif: 'portrait',
      seed: `avatar-${key}`,
      palette: ACCOUNT_PALETTES[key],
      frame: false,
    },
    variants: AVATAR_VARIANTS,
  }));
  return [
    ...AUTHORS.map((author) => authorAvatarJob(author.key)),
    ...accountAvatars,
    ...posts.imageJobs,
    ...listings.imageJobs,
    ...editorialImageJobs(),
  ];
}

export async function seedDemo(options: SeedOptions): Promise<void> {
  const started = Date.now();
  const now = new Date();
  const service = createClient(options.url, options.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  const timings: string[] = [];
  const lap = (label: string) =>
    timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // 1. Media first, in worker threads: rendering is the long pole, and the image jobs depend on
  //    the corpus only (the builders run here with placeholder ids just to list them).
  const media = (async () => {
    const [videos, images] = await Promise.all([
      uploadVideos(service),
      renderAndUploadImages(service, demoImageJobs(now)),
    ]);
    lap('media');
    return { videos, images };
  })();
  // Never leave the media promise unobserved if the rows fail first.
  media.catch(() => {});

  // 2. Accounts: the demo logins and the masthead (authors never sign in; same password).
  const seededAt = now.toISOString();
  const accountIds = Object.fromEntries(
    Object.entries(DEMO_ACCOUNTS).map(([key, account]) => [key, accountId(account.email)]),
  ) as Record<DemoAccountKey, string>;
  const authorIds = new Map<AuthorKey, string>(
    AUTHORS.map((author) => [author.key, accountId(author.email)]),
  );

  // 3. Rows, built in memory (pure, fast), then inserted while the media keep rendering.
  const listings = buildListings({
    now,
    ownerIds: { vendorAna: accountIds.vendorAna, vendorMarco: accountIds.vendorMarco },
  });
  await createAccounts(options, [
    ...Object.values(DEMO_ACCOUNTS).map((account) => ({
      id: accountId(account.email),
      email: account.email,
      fullName: account.fullName,
      joinedAt: seededAt,
    })),
    ...AUTHORS.map((author) => ({
      id: accountId(author.email),
      email: author.email,
      fullName: author.fullName,
      joinedAt: seededAt,
    })),
    ...listings.members,
  ]);
  lap('accounts');
  const posts = buildPosts({ now, authorIds, listings: listings.refs });
  const misc = buildMisc({ now, adminId: accountIds.admin });

  // A member joins before their first listing goes up (the demo accounts' listings included).
  const joinedBefore = (ownerId: string, days: number) => {
    const first = Math.min(
      ...listings.listings
        .filter((listing) => listing.owner_id === ownerId)
        .map((listing) => new Date(listing.created_at as string).getTime()),
    );
    return new Date(first - days * 86400000).toISOString();
  };

  const rows = (async () => {
    await insert(service, 'admin_users', [{ id: accountIds.admin }]);
    await insert(service, 'vendor_members', [
      {
        user_id: accountIds.vendorAna,
        status: 'active',
        joined_at: joinedBefore(accountIds.vendorAna, 34),
        admission_note:
          'For work that stays with the couple long after the day: unhurried, honest and beautifully made.',
      },
      {
        user_id: accountIds.vendorMarco,
        status: 'active',
        joined_at: joinedBefore(accountIds.vendorMarco, 21),
        admission_note:
          'For a calm hand on the biggest days and an eye for the detail no guest forgets.',
      },
      ...listings.members.map((member) => ({
        user_id: member.id,
        status: 'active',
        joined_at: member.joinedAt,
        admission_note: member.admissionNote,
      })),
    ]);
    for (const author of AUTHORS) {
      await update(service, 'profiles', authorIds.get(author.key)!, {
        full_name: author.fullName,
        avatar_url: variantPath(`demo/avatars/${author.key}`, AVATAR_SUFFIX),
        bio: author.bio,
      });
    }
    for (const key of ACCOUNTS_WITH_AVATARS) {
      await update(service, 'profiles', accountIds[key], {
        full_name: DEMO_ACCOUNTS[key].fullName,
        avatar_url: variantPath(`demo/avatars/${key}`, AVATAR_SUFFIX),
      });
    }
    await insert(service, 'listings', listings.listings);
    await insert(service, 'listing_photos', listings.photos, 100);
    await insert(service, 'inquiries', listings.inquiries);
    for (const [table, rows] of Object.entries(buildReviews({ now, listings: listings.refs })))
      await insert(service, table === 'invitations' ? 'review_invitations' : table, rows);
    await insert(service, 'blog_posts', posts.posts, 20);
    await insert(service, 'featured_posts', posts.featured);
    await insert(service, 'post_vendor_credits', posts.credits);
    await insert(service, 'standalone_videos', misc.videos);
    await insert(service, 'membership_applications', misc.applications);
    await insert(service, 'membership_invitations', misc.invitations);
    await insert(service, 'contact_messages', misc.contactMessages);
    await insert(service, 'wedding_submissions', misc.submissions);
    // The demo's inquiries, applications and reviews are history, not news: the emails their
    // rows wrote to the outbox are dropped before the stack (and its delivery schedule) opens.
    await options.sql('delete from public.outbox');
    lap('rows');
  })();

  const [{ videos, images }] = await Promise.all([media, rows]);
  const published = posts.posts.filter((post) => post.status === 'published').length;
  options.log(
    `Seeded the demo magazine in ${((Date.now() - started) / 1000).toFixed(1)} s: ${posts.posts.length} posts (${published} published), ` +
      `${listings.listings.length} listings, ${misc.videos.length} videos; ${images.images} artworks as ${images.files} files ` +
      `(${(images.bytes / 1048576).toFixed(1)} MB) and ${videos.files} video files in storage.`,
  );
  if (process.env.SEED_TIMINGS) options.log(`Seed timings: ${timings.join(', ')}`);
}
