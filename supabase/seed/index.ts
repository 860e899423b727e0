/**
 * The demo magazine. Called by supabase/local/stack.ts on a FRESH database, after the migrations
 * (and supabase/seed.sql, if any): signs up the demo accounts and the masthead through the Auth
 * API, uploads generated artwork and the committed videos to the `media` bucket, and inserts the
 * rows with the service client (service_role bypasses RLS).
 *
 * Deterministic: text, ids, images and the relative dates come from fixed seeds; only the dates
 * are anchored to the day of seeding (so "18 months of posts" and "one scheduled post in the
 * future" stay true whenever the database is reset).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
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

interface AuthAnswer {
  user?: { id?: string };
  id?: string;
  msg?: string;
  message?: string;
  error_description?: string;
}

async function authCall(
  options: SeedOptions,
  path: string,
  body: unknown,
): Promise<{ status: number; body: AuthAnswer }> {
  const response = await fetch(`${options.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: options.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as AuthAnswer };
}

/**
 * Demo accounts are confirmed on the spot, as an administrator would confirm a known address:
 * the stack asks every new address to confirm by email, and the seed runs before anyone reads
 * the mailbox. Local only, like the whole seed.
 */
async function confirmEmail(options: SeedOptions, email: string): Promise<void> {
  const literal = email.toLowerCase().replaceAll("'", "''");
  await options.sql(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where email = '${literal}';`,
  );
}

/** Signs a user up through the Auth API (lite has no admin user API) and returns their id. */
async function signUp(
  options: SeedOptions,
  email: string,
  password: string,
  fullName: string,
): Promise<string> {
  return withRetry(`sign-up of ${email}`, async () => {
    const signUpAnswer = await authCall(options, 'signup', {
      email,
      password,
      data: { full_name: fullName },
    });
    await confirmEmail(options, email);
    const id = signUpAnswer.body.user?.id ?? signUpAnswer.body.id;
    if (signUpAnswer.status < 300 && id) return id;
    // A retried sign-up whose first answer was lost: the user exists, so sign in for the id.
    const signIn = await authCall(options, 'token?grant_type=password', { email, password });
    const existing = signIn.body.user?.id;
    if (signIn.status < 300 && existing) return existing;
    const reason =
      signUpAnswer.body.msg ?? signUpAnswer.body.message ?? signUpAnswer.body.error_description;
    throw new Error(`HTTP ${signUpAnswer.status}: ${reason ?? JSON.stringify(signUpAnswer.body)}`);
  });
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The directory's members (64 of them), in two statements rather than 64 sign-ups: each a
 * confirmed account with the demo password (the hash copied from a demo account signed up through
 * the Auth API, so the same password signs them in), their identity, and a profile with their name
 * (the profile trigger). Signing each up would hash 64 passwords one after another in the stack,
 * for every stack the test suite seeds. Local only, like the whole seed.
 */
async function createMemberAccounts(
  options: SeedOptions,
  members: readonly MemberSeed[],
  passwordFrom: string,
): Promise<void> {
  const rows = members
    .map(
      (member) =>
        `(${literal(member.id)}::uuid, ${literal(member.email)}, ${literal(member.fullName)}, ${literal(member.joinedAt)}::timestamptz)`,
    )
    .join(',\n');
  await options.sql(`
    insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                            raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select m.id, source.aud, source.role, m.email, source.encrypted_password, m.joined_at,
           source.raw_app_meta_data, jsonb_build_object('full_name', m.full_name), m.joined_at, m.joined_at
    from (values ${rows}) as m(id, email, full_name, joined_at)
    cross join (select aud, role, encrypted_password, raw_app_meta_data
                from auth.users where email = ${literal(passwordFrom.toLowerCase())}) as source
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
  const accountIds = {} as Record<DemoAccountKey, string>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [
    DemoAccountKey,
    (typeof DEMO_ACCOUNTS)[DemoAccountKey],
  ][]) {
    accountIds[key] = await signUp(options, account.email, account.password, account.fullName);
  }
  const authorIds = new Map<AuthorKey, string>();
  for (const author of AUTHORS)
    authorIds.set(author.key, await signUp(options, author.email, DEMO_PASSWORD, author.fullName));

  // 3. Rows, built in memory (pure, fast), then inserted while the media keep rendering.
  const listings = buildListings({
    now,
    ownerIds: { vendorAna: accountIds.vendorAna, vendorMarco: accountIds.vendorMarco },
  });
  await createMemberAccounts(options, listings.members, DEMO_ACCOUNTS.vendorAna.email);
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
