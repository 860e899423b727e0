import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  confirmationLink,
  newUserClient,
  serviceClient,
  TEST_PASSWORD,
  uniqueEmail,
} from './helpers.ts';

/**
 * Who may read and write what, through supabase-js exactly as the site does: every table ×
 * select / insert / update / delete × the five kinds of caller, storage writes, and the
 * invitation flow. The service client only ARRANGES rows and re-reads them to see what really
 * happened; it never stands in for the caller whose access is being asserted.
 *
 * RLS refuses an INSERT with an error, but an UPDATE or DELETE it filters out "succeeds" with zero
 * rows, so writes are judged by the rows affected and by re-reading with the service client.
 */

const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as {
  blogCategories: Record<string, string>;
  businessCategories: Record<string, string>;
};
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;
const VENUE = REFERENCE.businessCategories.venue!;
const FASHION = REFERENCE.blogCategories.fashion!;
const BRIDAL_FASHION_WEEK = REFERENCE.blogCategories.bridalFashionWeek!;

const ACTORS = ['anon', 'member', 'vendorA', 'vendorB', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
interface Actor {
  name: ActorName;
  client: SupabaseClient;
  userId: string | null;
  email: string | null;
}
type Row = Record<string, unknown>;
type Key = Record<string, string>;

const actors = {} as Record<ActorName, Actor>;
let service: SupabaseClient;
/** A second admin, so "only your own admin_users row" has something to hide. */
let otherAdminId: string;
/** A published author whose profile is public. */
let authorId: string;

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const DAY = 24 * 60 * 60 * 1000;
const isoFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Inserts with the service client and returns the row; fails the test if arranging fails. */
async function arrange<T extends Row = Row>(table: string, row: Row): Promise<T> {
  const { data, error } = await service.from(table).insert(row).select().single();
  if (error) throw new Error(`arranging ${table} failed: ${error.message}`);
  return data as T;
}

async function spareUserId(): Promise<string> {
  return (await newUserClient('spare')).userId;
}

function listingRow(ownerId: string | null, overrides: Row = {}): Row {
  const name = unique('listing');
  return {
    name,
    url_name: name,
    business_category_id: PHOTOGRAPHY,
    status: 'draft',
    owner_id: ownerId,
    ...overrides,
  };
}

function postRow(overrides: Row = {}): Row {
  const slug = unique('post');
  return { title: `Post ${slug}`, slug, status: 'draft', ...overrides };
}

// Unique addresses: the database throttles each address per hour (src/config/throttles.ts).
const inquiryRow = (listingId: string): Row => ({
  listing_id: listingId,
  name: 'Ada & Grace',
  email: `${unique('couple')}@example.com`,
  message: 'Are you free in June?',
});
const applicationRow = (email = `${unique('studio')}@example.com`): Row => ({
  business_name: unique('Studio'),
  contact_name: 'Jo Vendor',
  email,
  category: PHOTOGRAPHY,
  consent: true,
});
/** A browser's application gets its id from the database: find it by its unique name. */
const applicationKey = (row: Row): Key => ({ business_name: row.business_name as string });
const contactRow = (): Row => ({
  name: 'Sam',
  email: `${unique('sam')}@example.com`,
  message: 'Hello there',
});
const submissionRow = (): Row => ({
  partner_one_name: 'Ada',
  partner_two_name: 'Grace',
  email: `${unique('ada')}@example.com`,
  location: 'Napa',
});
const videoRow = (status = 'draft'): Row => ({
  title: unique('video'),
  video_url: 'media/demo/clip.mp4',
  status,
  location: 'testimonial',
});

// Fixture rows every read case looks for, by label.
const fixtures = {
  posts: {} as Record<string, string>,
  listings: {} as Record<string, string>,
};

beforeAll(async () => {
  service = serviceClient();
  actors.anon = { name: 'anon', client: anonClient(), userId: null, email: null };
  for (const name of ['member', 'vendorA', 'vendorB', 'admin'] as const) {
    const user = await newUserClient(name.toLowerCase());
    actors[name] = { name, client: user.client, userId: user.userId, email: user.email };
  }
  otherAdminId = await spareUserId();
  authorId = await spareUserId();
  const setup = [
    await service.from('vendor_members').insert([
      { user_id: actors.vendorA.userId, status: 'active' },
      { user_id: actors.vendorB.userId, status: 'active' },
    ]),
    await service.from('admin_users').insert([{ id: actors.admin.userId }, { id: otherAdminId }]),
    await service
      .from('profiles')
      .update({ full_name: 'Published Author', avatar_url: 'media/authors/a.jpg' })
      .eq('id', authorId),
  ];
  for (const { error } of setup) expect(error).toBeNull();

  fixtures.posts.published = (
    await arrange(
      'blog_posts',
      postRow({
        status: 'published',
        published_at: isoFromNow(-DAY),
        author_id: authorId,
        category: FASHION,
        subcategory: BRIDAL_FASHION_WEEK,
      }),
    )
  ).id as string;
  fixtures.posts.draft = (await arrange('blog_posts', postRow({ status: 'draft' }))).id as string;
  fixtures.posts.scheduled = (
    await arrange('blog_posts', postRow({ status: 'published', published_at: isoFromNow(7 * DAY) }))
  ).id as string;
  fixtures.posts.archived = (
    await arrange(
      'blog_posts',
      postRow({ status: 'archived', published_at: isoFromNow(-30 * DAY) }),
    )
  ).id as string;
  // A scheduled post by its own author: the author's profile must stay private until it is due.
  fixtures.posts.scheduledByMember = (
    await arrange(
      'blog_posts',
      postRow({
        status: 'published',
        published_at: isoFromNow(DAY),
        author_id: actors.member.userId,
      }),
    )
  ).id as string;

  const a = actors.vendorA.userId!;
  const b = actors.vendorB.userId!;
  fixtures.listings.aPublished = (await arrange('listings', listingRow(a, { status: 'published' })))
    .id as string;
  fixtures.listings.aDraft = (await arrange('listings', listingRow(a, { status: 'draft' })))
    .id as string;
  fixtures.listings.aPending = (await arrange('listings', listingRow(a, { status: 'pending' })))
    .id as string;
  fixtures.listings.bPublished = (await arrange('listings', listingRow(b, { status: 'published' })))
    .id as string;
  fixtures.listings.bDraft = (await arrange('listings', listingRow(b, { status: 'draft' })))
    .id as string;
  fixtures.listings.ownerless = (
    await arrange('listings', listingRow(null, { status: 'published' }))
  ).id as string;
});

// ------------------------------------------------------------------------------------------------
// Reads: for each table, fixture rows by label and the labels each caller may see.
// ------------------------------------------------------------------------------------------------

interface ReadRule {
  /** the column that identifies a fixture row */
  key: string;
  /** arranges the rows (service client) and returns label -> key value */
  rows: () => Promise<Record<string, string>>;
  visible: Record<ActorName, string[]>;
}

const everyone = (labels: string[]): Record<ActorName, string[]> => ({
  anon: labels,
  member: labels,
  vendorA: labels,
  vendorB: labels,
  admin: labels,
});

const READ_RULES: Record<string, ReadRule> = {
  profiles: {
    key: 'id',
    rows: async () => ({
      author: authorId,
      member: actors.member.userId!,
      vendorA: actors.vendorA.userId!,
    }),
    visible: {
      anon: ['author'],
      member: ['author', 'member'],
      vendorA: ['author', 'vendorA'],
      vendorB: ['author'],
      admin: ['author', 'member', 'vendorA'],
    },
  },
  admin_users: {
    key: 'id',
    rows: async () => ({ admin: actors.admin.userId!, otherAdmin: otherAdminId }),
    visible: { anon: [], member: [], vendorA: [], vendorB: [], admin: ['admin'] },
  },
  blog_categories: {
    key: 'id',
    rows: async () => ({
      reference: FASHION,
      added: (await arrange('blog_categories', { name: 'Added', slug: unique('added') }))
        .id as string,
    }),
    visible: everyone(['reference', 'added']),
  },
  business_categories: {
    key: 'id',
    rows: async () => ({
      reference: VENUE,
      added: (
        await arrange('business_categories', { name: unique('Added'), slug: unique('added') })
      ).id as string,
    }),
    visible: everyone(['reference', 'added']),
  },
  blog_posts: {
    key: 'id',
    rows: async () => ({ ...fixtures.posts }),
    visible: {
      ...everyone(['published']),
      admin: ['published', 'draft', 'scheduled', 'archived', 'scheduledByMember'],
    },
  },
  featured_posts: {
    key: 'id',
    rows: async () => {
      const entry = async (postId: string, location: string) =>
        (await arrange('featured_posts', { post_id: postId, location })).id as string;
      return {
        ofPublished: await entry(fixtures.posts.published!, 'home'),
        ofDraft: await entry(fixtures.posts.draft!, 'home'),
        ofScheduled: await entry(fixtures.posts.scheduled!, 'home'),
      };
    },
    visible: { ...everyone(['ofPublished']), admin: ['ofPublished', 'ofDraft', 'ofScheduled'] },
  },
  standalone_videos: {
    key: 'id',
    rows: async () => ({
      active: (await arrange('standalone_videos', videoRow('active'))).id as string,
      published: (await arrange('standalone_videos', videoRow('published'))).id as string,
      draft: (await arrange('standalone_videos', videoRow('draft'))).id as string,
      archived: (await arrange('standalone_videos', videoRow('archived'))).id as string,
    }),
    visible: {
      ...everyone(['active', 'published']),
      admin: ['active', 'published', 'draft', 'archived'],
    },
  },
  post_vendor_credits: {
    key: 'role',
    rows: async () => {
      const credit = async (postId: string, listingId: string) => {
        const role = unique('Photographer');
        await arrange('post_vendor_credits', { post_id: postId, listing_id: listingId, role });
        return role;
      };
      return {
        onPublished: await credit(fixtures.posts.published!, fixtures.listings.aPublished!),
        onDraft: await credit(fixtures.posts.draft!, fixtures.listings.bPublished!),
        onScheduled: await credit(fixtures.posts.scheduled!, fixtures.listings.aPublished!),
      };
    },
    visible: { ...everyone(['onPublished']), admin: ['onPublished', 'onDraft', 'onScheduled'] },
  },
  vendor_members: {
    key: 'user_id',
    rows: async () => ({ vendorA: actors.vendorA.userId!, vendorB: actors.vendorB.userId! }),
    visible: {
      anon: [],
      member: [],
      vendorA: ['vendorA'],
      vendorB: ['vendorB'],
      admin: ['vendorA', 'vendorB'],
    },
  },
  listings: {
    key: 'id',
    rows: async () => ({ ...fixtures.listings }),
    visible: {
      anon: ['aPublished', 'bPublished', 'ownerless'],
      member: ['aPublished', 'bPublished', 'ownerless'],
      vendorA: ['aPublished', 'aDraft', 'aPending', 'bPublished', 'ownerless'],
      vendorB: ['aPublished', 'bPublished', 'bDraft', 'ownerless'],
      admin: ['aPublished', 'aDraft', 'aPending', 'bPublished', 'bDraft', 'ownerless'],
    },
  },
  listing_photos: {
    key: 'id',
    rows: async () => {
      const photo = async (listingId: string) =>
        (
          await arrange('listing_photos', {
            listing_id: listingId,
            url: 'media/demo/p.jpg',
            alt: 'A photo',
          })
        ).id as string;
      return {
        ofAPublished: await photo(fixtures.listings.aPublished!),
        ofADraft: await photo(fixtures.listings.aDraft!),
        ofBDraft: await photo(fixtures.listings.bDraft!),
      };
    },
    visible: {
      anon: ['ofAPublished'],
      member: ['ofAPublished'],
      vendorA: ['ofAPublished', 'ofADraft'],
      vendorB: ['ofAPublished', 'ofBDraft'],
      admin: ['ofAPublished', 'ofADraft', 'ofBDraft'],
    },
  },
  inquiries: {
    key: 'id',
    rows: async () => ({
      toA: (await arrange('inquiries', inquiryRow(fixtures.listings.aPublished!))).id as string,
      toB: (await arrange('inquiries', inquiryRow(fixtures.listings.bPublished!))).id as string,
    }),
    visible: { anon: [], member: [], vendorA: ['toA'], vendorB: ['toB'], admin: ['toA', 'toB'] },
  },
  membership_applications: {
    key: 'id',
    rows: async () => ({
      application: (await arrange('membership_applications', applicationRow())).id as string,
    }),
    visible: { anon: [], member: [], vendorA: [], vendorB: [], admin: ['application'] },
  },
  membership_invitations: {
    key: 'id',
    rows: async () => ({
      invitation: (
        await arrange('membership_invitations', {
          email: 'invitee@example.com',
          token_hash: randomBytes(32).toString('hex'),
        })
      ).id as string,
    }),
    visible: { anon: [], member: [], vendorA: [], vendorB: [], admin: ['invitation'] },
  },
  contact_messages: {
    key: 'id',
    rows: async () => ({ message: (await arrange('contact_messages', contactRow())).id as string }),
    visible: { anon: [], member: [], vendorA: [], vendorB: [], admin: ['message'] },
  },
  wedding_submissions: {
    key: 'id',
    rows: async () => ({
      submission: (await arrange('wedding_submissions', submissionRow())).id as string,
    }),
    visible: { anon: [], member: [], vendorA: [], vendorB: [], admin: ['submission'] },
  },
};

describe.each(Object.entries(READ_RULES))('select on %s', (table, rule) => {
  let rows: Record<string, string>;
  beforeAll(async () => {
    rows = await rule.rows();
  });

  it.each(ACTORS)('%s sees exactly the rows it may', async (actorName) => {
    const values = Object.values(rows);
    const { data, error } = await actors[actorName].client
      .from(table)
      .select(rule.key)
      .in(rule.key, values);
    expect(error).toBeNull();
    const byValue = new Map(Object.entries(rows).map(([label, value]) => [value, label]));
    const seen = (data as unknown as Row[]).map((row) => byValue.get(String(row[rule.key]))).sort();
    expect(seen).toEqual([...rule.visible[actorName]].sort());
  });
});

// ------------------------------------------------------------------------------------------------
// Writes: for each table and operation, who is allowed; everyone else is refused.
// ------------------------------------------------------------------------------------------------

interface WriteRule {
  insert: { allowed: ActorName[]; build: (actor: Actor) => Promise<{ row: Row; key: Key }> };
  update: { allowed: ActorName[]; target: () => Promise<Key>; patch: Row };
  delete: { allowed: ActorName[]; target: () => Promise<Key> };
}

const ALL: ActorName[] = [...ACTORS];
const ADMIN: ActorName[] = ['admin'];
const NOBODY: ActorName[] = [];

/** A fresh row with a client-chosen id, so the service client can look for it afterwards. */
const withId = async (row: Row) => {
  const id = randomUUID();
  return { row: { id, ...row }, key: { id } };
};
/** A form's row gets its id from the database: find it by its (unique) sender address. */
const byEmail = async (row: Row) => ({ row, key: { email: row.email as string } });
/** Gallery positions are unique per listing: a counter, not a random number that can repeat. */
let lastPosition = 1000;
const nextPosition = () => ++lastPosition;
const idOf = async (table: string, row: Row): Promise<Key> => ({
  id: (await arrange(table, row)).id as string,
});

const WRITE_RULES: Record<string, WriteRule> = {
  profiles: {
    // rows only come from the auth.users trigger: nobody puts back a profile that was removed
    insert: {
      allowed: NOBODY,
      build: async () => {
        const id = await spareUserId();
        await service.from('profiles').delete().eq('id', id);
        return { row: { id, full_name: 'Recreated' }, key: { id } };
      },
    },
    update: {
      allowed: ['vendorA', 'admin'],
      target: async () => ({ id: actors.vendorA.userId! }),
      patch: { full_name: unique('Renamed') },
    },
    delete: { allowed: NOBODY, target: async () => ({ id: await spareUserId() }) },
  },
  admin_users: {
    // nobody grants admin from the browser, not even an admin, and nobody makes themselves one
    insert: {
      allowed: NOBODY,
      build: async (actor) => {
        const id = actor.name === 'admin' || !actor.userId ? await spareUserId() : actor.userId;
        return { row: { id }, key: { id } };
      },
    },
    update: {
      allowed: NOBODY,
      target: async () => ({ id: otherAdminId }),
      patch: { created_at: '2020-01-01T00:00:00+00:00' },
    },
    delete: { allowed: NOBODY, target: async () => ({ id: otherAdminId }) },
  },
  blog_categories: {
    insert: { allowed: ADMIN, build: async () => withId({ name: 'New', slug: unique('new') }) },
    update: {
      allowed: ADMIN,
      target: () => idOf('blog_categories', { name: 'Old', slug: unique('old') }),
      patch: { name: 'Renamed' },
    },
    delete: {
      allowed: ADMIN,
      target: () => idOf('blog_categories', { name: 'Old', slug: unique('old') }),
    },
  },
  business_categories: {
    insert: {
      allowed: ADMIN,
      build: async () => withId({ name: unique('New'), slug: unique('new') }),
    },
    update: {
      allowed: ADMIN,
      target: () => idOf('business_categories', { name: unique('Old'), slug: unique('old') }),
      patch: { sort_order: 99 },
    },
    delete: {
      allowed: ADMIN,
      target: () => idOf('business_categories', { name: unique('Old'), slug: unique('old') }),
    },
  },
  blog_posts: {
    insert: { allowed: ADMIN, build: async () => withId(postRow()) },
    update: {
      allowed: ADMIN,
      target: () =>
        idOf('blog_posts', postRow({ status: 'published', published_at: isoFromNow(-DAY) })),
      patch: { title: 'Rewritten' },
    },
    // only archived rows are deleted for good (archive first; nothing lost by accident)
    delete: {
      allowed: ADMIN,
      target: () =>
        idOf('blog_posts', postRow({ status: 'archived', published_at: isoFromNow(-DAY) })),
    },
  },
  featured_posts: {
    insert: {
      allowed: ADMIN,
      build: async () => withId({ post_id: fixtures.posts.published, location: unique('spot') }),
    },
    update: {
      allowed: ADMIN,
      target: () =>
        idOf('featured_posts', { post_id: fixtures.posts.published, location: unique('spot') }),
      patch: { display_order: 7 },
    },
    delete: {
      allowed: ADMIN,
      target: () =>
        idOf('featured_posts', { post_id: fixtures.posts.published, location: unique('spot') }),
    },
  },
  standalone_videos: {
    insert: { allowed: ADMIN, build: async () => withId(videoRow('active')) },
    update: {
      allowed: ADMIN,
      target: () => idOf('standalone_videos', videoRow('active')),
      patch: { order_index: 5 },
    },
    delete: { allowed: ADMIN, target: () => idOf('standalone_videos', videoRow('archived')) },
  },
  post_vendor_credits: {
    insert: {
      allowed: ADMIN,
      build: async () => {
        const postId = (await arrange('blog_posts', postRow())).id as string;
        const key = { post_id: postId, listing_id: fixtures.listings.aPublished! };
        return { row: { ...key, role: 'Florist' }, key };
      },
    },
    update: {
      allowed: ADMIN,
      target: async () => {
        const postId = (
          await arrange(
            'blog_posts',
            postRow({ status: 'published', published_at: isoFromNow(-DAY) }),
          )
        ).id as string;
        const key = { post_id: postId, listing_id: fixtures.listings.aPublished! };
        await arrange('post_vendor_credits', { ...key, role: 'Florist' });
        return key;
      },
      patch: { role: 'Lead florist' },
    },
    delete: {
      allowed: ADMIN,
      target: async () => {
        const postId = (
          await arrange(
            'blog_posts',
            postRow({ status: 'published', published_at: isoFromNow(-DAY) }),
          )
        ).id as string;
        const key = { post_id: postId, listing_id: fixtures.listings.aPublished! };
        await arrange('post_vendor_credits', { ...key, role: 'Florist' });
        return key;
      },
    },
  },
  vendor_members: {
    insert: {
      allowed: ADMIN,
      build: async (actor) => {
        // the signed-in non-member tries to make themselves a vendor; the others enrol someone new
        const userId = actor.name === 'member' ? actor.userId! : await spareUserId();
        return { row: { user_id: userId, status: 'active' }, key: { user_id: userId } };
      },
    },
    update: {
      allowed: ADMIN,
      target: async () => {
        const userId = await spareUserId();
        await arrange('vendor_members', { user_id: userId, status: 'suspended' });
        return { user_id: userId };
      },
      patch: { status: 'active' },
    },
    delete: {
      allowed: ADMIN,
      target: async () => {
        const userId = await spareUserId();
        await arrange('vendor_members', { user_id: userId, status: 'active' });
        return { user_id: userId };
      },
    },
  },
  listings: {
    // each caller tries to create a draft listing of their own (vendor A's, for anon)
    insert: {
      allowed: ['vendorA', 'vendorB', 'admin'],
      build: async (actor) => withId(listingRow(actor.userId ?? actors.vendorA.userId)),
    },
    // targets are vendor A's drafts (a published listing changes only through review: its vendor's
    // edits wait in listing_changes, see vendor-workspace.test.ts)
    update: {
      allowed: ['vendorA', 'admin'],
      target: () => idOf('listings', listingRow(actors.vendorA.userId)),
      patch: { description: 'Updated by the caller' },
    },
    delete: {
      allowed: ADMIN,
      target: () => idOf('listings', listingRow(actors.vendorA.userId, { status: 'archived' })),
    },
  },
  listing_photos: {
    insert: {
      allowed: ['vendorA', 'admin'],
      build: async () =>
        withId({
          listing_id: fixtures.listings.aDraft,
          url: 'media/x/p.jpg',
          alt: 'New photo',
          position: nextPosition(),
        }),
    },
    update: {
      allowed: ['vendorA', 'admin'],
      target: () =>
        idOf('listing_photos', {
          listing_id: fixtures.listings.aDraft,
          url: 'media/x/p.jpg',
          alt: 'Photo',
          position: nextPosition(),
        }),
      patch: { alt: 'Better alt text' },
    },
    delete: {
      allowed: ['vendorA', 'admin'],
      target: () =>
        idOf('listing_photos', {
          listing_id: fixtures.listings.aDraft,
          url: 'media/x/p.jpg',
          alt: 'Photo',
          position: nextPosition(),
        }),
    },
  },
  inquiries: {
    insert: { allowed: ALL, build: async () => byEmail(inquiryRow(fixtures.listings.aPublished!)) },
    update: {
      allowed: ['vendorA', 'admin'],
      target: () => idOf('inquiries', inquiryRow(fixtures.listings.aPublished!)),
      patch: { status: 'replied' },
    },
    delete: {
      allowed: ADMIN,
      target: () =>
        idOf('inquiries', { ...inquiryRow(fixtures.listings.aPublished!), status: 'archived' }),
    },
  },
  membership_applications: {
    insert: {
      allowed: ALL,
      build: async () => {
        const row = applicationRow();
        return { row, key: applicationKey(row) };
      },
    },
    update: {
      allowed: ADMIN,
      target: () => idOf('membership_applications', applicationRow()),
      patch: { status: 'declined' },
    },
    // Archived first (issue #29): a pending application is never deleted outright.
    delete: {
      allowed: ADMIN,
      target: () => idOf('membership_applications', { ...applicationRow(), status: 'archived' }),
    },
  },
  membership_invitations: {
    insert: {
      allowed: ADMIN,
      build: async () =>
        withId({ email: 'someone@example.com', token_hash: randomBytes(32).toString('hex') }),
    },
    update: {
      allowed: ADMIN,
      target: () =>
        idOf('membership_invitations', {
          email: 'someone@example.com',
          token_hash: randomBytes(32).toString('hex'),
        }),
      patch: { email: 'changed@example.com' },
    },
    delete: {
      allowed: ADMIN,
      target: () =>
        idOf('membership_invitations', {
          email: 'someone@example.com',
          token_hash: randomBytes(32).toString('hex'),
        }),
    },
  },
  contact_messages: {
    insert: { allowed: ALL, build: async () => byEmail(contactRow()) },
    update: {
      allowed: ADMIN,
      target: () => idOf('contact_messages', contactRow()),
      patch: { status: 'read' },
    },
    delete: {
      allowed: ADMIN,
      target: () => idOf('contact_messages', { ...contactRow(), status: 'archived' }),
    },
  },
  wedding_submissions: {
    insert: { allowed: ALL, build: async () => byEmail(submissionRow()) },
    update: {
      allowed: ADMIN,
      target: () => idOf('wedding_submissions', submissionRow()),
      patch: { status: 'reviewing' },
    },
    delete: {
      allowed: ADMIN,
      target: () => idOf('wedding_submissions', { ...submissionRow(), status: 'archived' }),
    },
  },
};

/** What the service client sees at the key: the row or null. */
async function reread(table: string, key: Key): Promise<Row | null> {
  const { data, error } = await service.from(table).select('*').match(key).maybeSingle();
  if (error) throw new Error(`re-reading ${table} failed: ${error.message}`);
  return data as Row | null;
}

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');

describe.each(Object.entries(WRITE_RULES))('writes to %s', (table, rule) => {
  const cases = (allowed: ActorName[]) =>
    ACTORS.map((name) => [name, verdict(allowed.includes(name)), allowed.includes(name)] as const);

  it.each(cases(rule.insert.allowed))(
    'insert by %s is %s',
    async (actorName, _verdict, allowed) => {
      const { row, key } = await rule.insert.build(actors[actorName]);
      const { error } = await actors[actorName].client.from(table).insert(row);
      if (allowed) expect(error).toBeNull();
      else expect(error).not.toBeNull();
      expect(await reread(table, key)).toEqual(allowed ? expect.objectContaining(key) : null);
    },
  );

  it.each(cases(rule.update.allowed))(
    'update by %s is %s',
    async (actorName, _verdict, allowed) => {
      const key = await rule.update.target();
      const before = await reread(table, key);
      const { data, error } = await actors[actorName].client
        .from(table)
        .update(rule.update.patch)
        .match(key)
        .select(Object.keys(key).join(','));
      const after = await reread(table, key);
      if (allowed) {
        expect(error).toBeNull();
        expect(data).toHaveLength(1);
        expect(after).toEqual(expect.objectContaining(rule.update.patch));
      } else {
        expect(error !== null || data?.length === 0).toBe(true);
        expect(after).toEqual(before);
      }
    },
  );

  it.each(cases(rule.delete.allowed))(
    'delete by %s is %s',
    async (actorName, _verdict, allowed) => {
      const key = await rule.delete.target();
      expect(await reread(table, key)).not.toBeNull();
      const { data, error } = await actors[actorName].client
        .from(table)
        .delete()
        .match(key)
        .select(Object.keys(key).join(','));
      if (allowed) {
        expect(error).toBeNull();
        expect(data).toHaveLength(1);
        expect(await reread(table, key)).toBeNull();
      } else {
        expect(error !== null || data?.length === 0).toBe(true);
        expect(await reread(table, key)).not.toBeNull();
      }
    },
  );
});

// ------------------------------------------------------------------------------------------------
// The rules the matrix cannot show on its own
// ------------------------------------------------------------------------------------------------

describe('the admin check (GET admin_users id=eq.<uid> limit 1)', () => {
  it.each([
    ['admin', true],
    ['member', false],
    ['vendorA', false],
  ] as const)('answers %s with its own row only (%s)', async (actorName, isAdmin) => {
    const actor = actors[actorName];
    const { data, error } = await actor.client
      .from('admin_users')
      .select('*')
      .eq('id', actor.userId!)
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual(isAdmin ? [expect.objectContaining({ id: actor.userId })] : []);
    const everything = await actor.client.from('admin_users').select('id');
    expect(everything.data).toEqual(isAdmin ? [{ id: actor.userId }] : []);
  });
});

describe('posts', () => {
  it('hides drafts and scheduled posts from anon, whatever the filter asks for', async () => {
    const { data, error } = await actors.anon.client
      .from('blog_posts')
      .select('id, status')
      .in('id', [fixtures.posts.draft!, fixtures.posts.scheduled!]);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const bySlug = await actors.anon.client
      .from('blog_posts')
      .select('id')
      .eq('status', 'published')
      .gt('published_at', new Date().toISOString());
    expect(bySlug.data).toEqual([]);
  });

  it('shows a scheduled post once its time has come', async () => {
    const soon = await arrange(
      'blog_posts',
      postRow({ status: 'published', published_at: isoFromNow(1500) }),
    );
    const read = () =>
      actors.anon.client
        .from('blog_posts')
        .select('id')
        .eq('id', soon.id as string);
    expect((await read()).data).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await read()).data).toEqual([{ id: soon.id }]);
  });

  it('embeds the author profile and both categories through their foreign keys', async () => {
    const { data, error } = await actors.anon.client
      .from('blog_posts')
      .select(
        'id, title, profiles(full_name, avatar_url), category:blog_categories!blog_posts_category_fkey(name), subcategory:blog_categories!blog_posts_subcategory_fkey(name)',
      )
      .eq('id', fixtures.posts.published!)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: fixtures.posts.published,
      profiles: { full_name: 'Published Author', avatar_url: 'media/authors/a.jpg' },
      category: { name: 'Fashion' },
      subcategory: { name: 'Bridal Fashion Week' },
    });
  });

  it('embeds the blog post in a featured entry (The Latest)', async () => {
    const entry = await arrange('featured_posts', {
      post_id: fixtures.posts.published,
      location: unique('latest'),
    });
    const { data, error } = await actors.anon.client
      .from('featured_posts')
      .select('id, display_order, location, blog_posts(id, title, slug)')
      .eq('id', entry.id as string)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ blog_posts: { id: fixtures.posts.published } });
  });

  it("keeps a scheduled post's author profile private until the post is due", async () => {
    const { data } = await actors.anon.client
      .from('profiles')
      .select('id')
      .eq('id', actors.member.userId!);
    expect(data).toEqual([]);
  });
});

describe('listings', () => {
  const listingOf = (id: string) => reread('listings', { id });

  it("vendor B cannot change vendor A's listing, published or not", async () => {
    for (const id of [fixtures.listings.aPublished!, fixtures.listings.aDraft!]) {
      const before = await listingOf(id);
      const { data, error } = await actors.vendorB.client
        .from('listings')
        .update({ name: 'Hijacked', owner_id: actors.vendorB.userId })
        .eq('id', id)
        .select('id');
      expect(error !== null || data?.length === 0).toBe(true);
      expect(await listingOf(id)).toEqual(before);
    }
  });

  it('a vendor cannot create a listing owned by another vendor', async () => {
    const row = { id: randomUUID(), ...listingRow(actors.vendorB.userId) };
    const { error } = await actors.vendorA.client.from('listings').insert(row);
    expect(error).not.toBeNull();
    expect(await listingOf(row.id)).toBeNull();
  });

  it('a vendor cannot hand their listing to another vendor', async () => {
    const { id } = await idOf('listings', listingRow(actors.vendorA.userId));
    const { error } = await actors.vendorA.client
      .from('listings')
      .update({ owner_id: actors.vendorB.userId })
      .eq('id', id!)
      .select('id');
    expect(error).not.toBeNull();
    expect(await listingOf(id!)).toMatchObject({ owner_id: actors.vendorA.userId });
  });

  it('a vendor cannot feature a listing, on insert or on update; an admin can', async () => {
    const row = { id: randomUUID(), ...listingRow(actors.vendorA.userId, { is_featured: true }) };
    const inserted = await actors.vendorA.client.from('listings').insert(row);
    expect(inserted.error?.message).toMatch(/feature/);
    expect(await listingOf(row.id)).toBeNull();

    const { id } = await idOf(
      'listings',
      listingRow(actors.vendorA.userId, { status: 'published' }),
    );
    const updated = await actors.vendorA.client
      .from('listings')
      .update({ is_featured: true })
      .eq('id', id!)
      .select('id');
    expect(updated.error?.message).toMatch(/feature/);
    expect(await listingOf(id!)).toMatchObject({ is_featured: false });

    const byAdmin = await actors.admin.client
      .from('listings')
      .update({ is_featured: true })
      .eq('id', id!)
      .select('is_featured');
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toEqual([{ is_featured: true }]);

    // and once featured, the vendor cannot quietly un-feature it either
    const unfeature = await actors.vendorA.client
      .from('listings')
      .update({ is_featured: false })
      .eq('id', id!)
      .select('id');
    expect(unfeature.error).not.toBeNull();
    expect(await listingOf(id!)).toMatchObject({ is_featured: true });
  });

  it('a vendor submits a listing for review but only an admin publishes it', async () => {
    const published = {
      id: randomUUID(),
      ...listingRow(actors.vendorA.userId, { status: 'published' }),
    };
    expect((await actors.vendorA.client.from('listings').insert(published)).error).not.toBeNull();
    expect(await listingOf(published.id)).toBeNull();

    const { id } = await idOf('listings', listingRow(actors.vendorA.userId));
    // Without a picture it cannot be sent (#41)…
    const bare = await actors.vendorA.client
      .from('listings')
      .update({ status: 'pending' })
      .eq('id', id!)
      .select('status');
    expect(bare.error?.message).toMatch(/at least one photo or a headshot/);
    expect(await listingOf(id!)).toMatchObject({ status: 'draft' });
    // …with a cover it can.
    const cover = await actors.vendorA.client
      .from('listings')
      .update({ image_url: `listings/${id!}/cover.webp` })
      .eq('id', id!);
    expect(cover.error).toBeNull();
    const submit = await actors.vendorA.client
      .from('listings')
      .update({ status: 'pending' })
      .eq('id', id!)
      .select('status');
    expect(submit.error).toBeNull();
    expect(submit.data).toEqual([{ status: 'pending' }]);

    const publish = await actors.vendorA.client
      .from('listings')
      .update({ status: 'published' })
      .eq('id', id!)
      .select('id');
    expect(publish.error?.message).toMatch(/publish/);
    expect(await listingOf(id!)).toMatchObject({ status: 'pending' });

    const byAdmin = await actors.admin.client
      .from('listings')
      .update({ status: 'published' })
      .eq('id', id!)
      .select('status');
    expect(byAdmin.data).toEqual([{ status: 'published' }]);

    // once live, the vendor's edits go through review (listing_changes), but they may unpublish it
    const edit = await actors.vendorA.client
      .from('listings')
      .update({ description: 'Fresh words' })
      .eq('id', id!)
      .select('status');
    expect(edit.error?.message).toMatch(/sent for review/);
    const unpublish = await actors.vendorA.client
      .from('listings')
      .update({ status: 'archived' })
      .eq('id', id!)
      .select('status');
    expect(unpublish.data).toEqual([{ status: 'archived' }]);
  });

  it('a suspended vendor can no longer read their drafts or edit their listings', async () => {
    const vendor = await newUserClient('suspended');
    await arrange('vendor_members', { user_id: vendor.userId, status: 'suspended' });
    const { id } = await idOf('listings', listingRow(vendor.userId));
    expect((await vendor.client.from('listings').select('id').eq('id', id!)).data).toEqual([]);
    const { data } = await vendor.client
      .from('listings')
      .update({ name: 'Still mine?' })
      .eq('id', id!)
      .select('id');
    expect(data ?? []).toEqual([]);
    expect(await listingOf(id!)).not.toMatchObject({ name: 'Still mine?' });
    const insert = await vendor.client.from('listings').insert(listingRow(vendor.userId));
    expect(insert.error).not.toBeNull();
  });

  it("a vendor cannot move a gallery photo onto another vendor's listing", async () => {
    const { id } = await idOf('listing_photos', {
      listing_id: fixtures.listings.aDraft,
      url: 'media/x/p.jpg',
      alt: 'Mine',
      position: 900001,
    });
    const { error } = await actors.vendorA.client
      .from('listing_photos')
      .update({ listing_id: fixtures.listings.bDraft })
      .eq('id', id!)
      .select();
    expect(error).not.toBeNull();
    expect(await reread('listing_photos', { id: id! })).toMatchObject({
      listing_id: fixtures.listings.aDraft,
    });
  });

  it('embeds the gallery in order and the business category', async () => {
    const listingId = fixtures.listings.bPublished!;
    for (const [position, alt] of [
      [2, 'third'],
      [0, 'first'],
      [1, 'second'],
    ] as const) {
      await arrange('listing_photos', {
        listing_id: listingId,
        url: `media/x/${alt}.jpg`,
        alt,
        position,
      });
    }
    const { data, error } = await actors.anon.client
      .from('listings')
      .select('id, url_name, business_categories(name), listing_photos(alt, position)')
      .eq('id', listingId)
      .order('position', { referencedTable: 'listing_photos' })
      .single();
    expect(error).toBeNull();
    expect(data?.business_categories).toEqual({ name: 'Photography' });
    expect((data?.listing_photos as { alt: string }[]).map((photo) => photo.alt)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });
});

describe('inquiries', () => {
  it('anon can only write to a published listing, and only as a new inquiry', async () => {
    const toDraft = inquiryRow(fixtures.listings.aDraft!);
    expect((await actors.anon.client.from('inquiries').insert(toDraft)).error).not.toBeNull();
    expect(await reread('inquiries', { email: toDraft.email as string })).toBeNull();
    // a status sent with it is the database's to set: the inquiry arrives new
    const replied: Row = { ...inquiryRow(fixtures.listings.aPublished!), status: 'replied' };
    expect((await actors.anon.client.from('inquiries').insert(replied)).error).toBeNull();
    expect(await reread('inquiries', { email: replied.email as string })).toMatchObject({
      status: 'new',
    });
  });

  it("a vendor changes an inquiry's status and nothing else", async () => {
    const { id } = await idOf('inquiries', inquiryRow(fixtures.listings.aPublished!));
    const tamper = await actors.vendorA.client
      .from('inquiries')
      .update({ message: 'Edited by vendor' })
      .eq('id', id!)
      .select();
    expect(tamper.error).not.toBeNull();
    const move = await actors.vendorA.client
      .from('inquiries')
      .update({ listing_id: fixtures.listings.aDraft })
      .eq('id', id!)
      .select();
    expect(move.error).not.toBeNull();
    expect(await reread('inquiries', { id: id! })).toMatchObject({
      message: 'Are you free in June?',
      listing_id: fixtures.listings.aPublished,
      status: 'new',
    });
  });

  it("vendor B neither reads nor answers vendor A's inquiries", async () => {
    const { id } = await idOf('inquiries', inquiryRow(fixtures.listings.aPublished!));
    expect((await actors.vendorB.client.from('inquiries').select('id').eq('id', id!)).data).toEqual(
      [],
    );
    const { data } = await actors.vendorB.client
      .from('inquiries')
      .update({ status: 'archived' })
      .eq('id', id!)
      .select();
    expect(data ?? []).toEqual([]);
    expect(await reread('inquiries', { id: id! })).toMatchObject({ status: 'new' });
  });
});

describe('forms', () => {
  it.each(['membership_applications', 'contact_messages', 'wedding_submissions'] as const)(
    'nobody but admins reads %s, not even the sender',
    async (table) => {
      const build = {
        membership_applications: applicationRow,
        contact_messages: contactRow,
        wedding_submissions: submissionRow,
      }[table];
      const row = build();
      const key: Key =
        table === 'membership_applications' ? applicationKey(row) : { email: row.email as string };
      expect((await actors.member.client.from(table).insert(row)).error).toBeNull();
      const stored = await reread(table, key);
      expect(stored).not.toBeNull();
      const id = stored!.id as string;
      for (const name of ['anon', 'member', 'vendorA', 'vendorB'] as const) {
        expect(
          (await actors[name].client.from(table).select('id').eq('id', id)).data,
          name,
        ).toEqual([]);
      }
      expect((await actors.admin.client.from(table).select('id').eq('id', id)).data).toEqual([
        { id },
      ]);
    },
  );

  it('an application cannot arrive already invited, reviewed or backdated', async () => {
    const row = {
      ...applicationRow(),
      id: randomUUID(),
      status: 'invited',
      created_at: '2020-01-01T00:00:00Z',
      reviewed_by: actors.admin.userId,
      reviewed_at: '2020-01-02T00:00:00Z',
      internal_notes: 'planted',
      admission_note: 'planted',
    };
    expect((await actors.anon.client.from('membership_applications').insert(row)).error).toBeNull();
    expect(await reread('membership_applications', { id: row.id })).toBeNull();
    const stored = await reread('membership_applications', applicationKey(row));
    expect(stored).toMatchObject({
      status: 'pending',
      reviewed_by: null,
      reviewed_at: null,
      internal_notes: null,
      admission_note: null,
    });
    expect(Date.now() - new Date(stored!.created_at as string).getTime()).toBeLessThan(60_000);
  });
});

// ------------------------------------------------------------------------------------------------
// Invitations
// ------------------------------------------------------------------------------------------------

describe('invitation flow', () => {
  /** An application as the public form sends it, and the admin's invitation for it. */
  async function invite(
    email: string,
  ): Promise<{ applicationId: string; token: string; invitationId: string }> {
    const application = applicationRow(email);
    expect(
      (await actors.anon.client.from('membership_applications').insert(application)).error,
    ).toBeNull();
    const applicationId = (await reread('membership_applications', applicationKey(application)))!
      .id as string;
    const { data, error } = await actors.admin.client.rpc('create_invitation', {
      application_id: applicationId,
    });
    expect(error).toBeNull();
    const result = data as { token: string; invitation_id: string; email: string };
    expect(result.email).toBe(email.toLowerCase());
    expect(result.token).toMatch(/^[0-9a-f]{64}$/);
    return { applicationId, token: result.token, invitationId: result.invitation_id };
  }

  const memberRow = (userId: string) => reread('vendor_members', { user_id: userId });

  it('admin invites, the invited email accepts, and becomes an active member who can list', async () => {
    const invitee = await newUserClient('invitee');
    const { applicationId, token, invitationId } = await invite(invitee.email);

    const stored = await reread('membership_invitations', { id: invitationId });
    expect(stored).toMatchObject({
      email: invitee.email,
      accepted_at: null,
      created_by: actors.admin.userId,
    });
    expect(stored?.token_hash).not.toBe(token);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await reread('membership_applications', { id: applicationId })).toMatchObject({
      status: 'invited',
    });

    // not yet a member: cannot create a listing
    expect(
      (await invitee.client.from('listings').insert(listingRow(invitee.userId))).error,
    ).not.toBeNull();

    const accepted = await invitee.client.rpc('accept_invitation', { token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ user_id: invitee.userId, status: 'active' });
    expect(await memberRow(invitee.userId)).toMatchObject({ status: 'active' });
    expect(await reread('membership_invitations', { id: invitationId })).toMatchObject({
      accepted_by: invitee.userId,
    });

    const listing = await invitee.client
      .from('listings')
      .insert(listingRow(invitee.userId))
      .select('id');
    expect(listing.error).toBeNull();
    expect(await reread('listings', { id: listing.data![0]!.id as string })).toMatchObject({
      owner_id: invitee.userId,
    });

    // a token works once
    const again = await invitee.client.rpc('accept_invitation', { token });
    expect(again.error?.message).toMatch(/already been accepted/);
  });

  it('refuses a forged token', async () => {
    const user = await newUserClient('forger');
    for (const token of [randomBytes(32).toString('hex'), 'not-a-token', '']) {
      const { error } = await user.client.rpc('accept_invitation', { token });
      expect(error?.message).toMatch(/Invalid invitation token/);
    }
    expect(await memberRow(user.userId)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const invitee = await newUserClient('late');
    const { token, invitationId } = await invite(invitee.email);
    const expired = await service
      .from('membership_invitations')
      .update({ created_at: isoFromNow(-20 * DAY), expires_at: isoFromNow(-6 * DAY) })
      .eq('id', invitationId);
    expect(expired.error).toBeNull();
    const { error } = await invitee.client.rpc('accept_invitation', { token });
    expect(error?.message).toMatch(/expired/);
    expect(await memberRow(invitee.userId)).toBeNull();
  });

  it('refuses a user whose email is not the invited one', async () => {
    const invitee = await newUserClient('right');
    const { token, invitationId } = await invite(invitee.email);
    const { error } = await actors.member.client.rpc('accept_invitation', { token });
    expect(error?.message).toMatch(/different email/);
    expect(await memberRow(actors.member.userId!)).toBeNull();
    expect(await reread('membership_invitations', { id: invitationId })).toMatchObject({
      accepted_at: null,
    });
    // the right person can still use it afterwards
    expect((await invitee.client.rpc('accept_invitation', { token })).error).toBeNull();
  });

  it('a newer invitation replaces the older one', async () => {
    const invitee = await newUserClient('twice');
    const first = await invite(invitee.email);
    const second = await invite(invitee.email);
    expect(
      (await invitee.client.rpc('accept_invitation', { token: first.token })).error?.message,
    ).toMatch(/replaced/);
    expect(
      (await invitee.client.rpc('accept_invitation', { token: second.token })).error,
    ).toBeNull();
  });

  it('only admins create invitations, and only signed-in users accept them', async () => {
    const applicationId = (await arrange('membership_applications', applicationRow())).id as string;
    for (const name of ['anon', 'member', 'vendorA'] as const) {
      const { data, error } = await actors[name].client.rpc('create_invitation', {
        application_id: applicationId,
      });
      expect(error, name).not.toBeNull();
      expect(data).toBeNull();
    }
    const { count } = await service
      .from('membership_invitations')
      .select('id', { count: 'exact', head: true })
      .eq('application_id', applicationId);
    expect(count).toBe(0);
    const anonAccept = await actors.anon.client.rpc('accept_invitation', {
      token: randomBytes(32).toString('hex'),
    });
    expect(anonAccept.error).not.toBeNull();
  });

  it('gives an invitee no session, and so no membership, until their email is confirmed', async () => {
    const email = uniqueEmail('unconfirmed-invitee');
    const { token, invitationId } = await invite(email);
    const client = anonClient();
    const signUp = await client.auth.signUp({ email, password: TEST_PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const userId = signUp.data.user!.id;

    // Holding the invite link is not enough: the unconfirmed address cannot act.
    expect((await client.rpc('accept_invitation', { token })).error).not.toBeNull();
    const signIn = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signIn.error?.code).toBe('email_not_confirmed');
    expect(await memberRow(userId)).toBeNull();
    expect(await reread('membership_invitations', { id: invitationId })).toMatchObject({
      accepted_at: null,
    });

    const link = await confirmationLink(email);
    const confirmed = await client.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash') ?? '',
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();
    const accepted = await client.rpc('accept_invitation', { token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ user_id: userId, status: 'active' });
  });
});

// ------------------------------------------------------------------------------------------------
// Storage: bucket `media`
// ------------------------------------------------------------------------------------------------

describe('storage writes to media', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const upload = (actor: Actor, path: string) =>
    actor.client.storage
      .from('media')
      .upload(path, PNG, { contentType: 'image/png', upsert: false });
  /** Whether the object is there, asked with the service client. */
  const exists = async (path: string) => {
    const { data } = await service.storage.from('media').download(path);
    return data !== null;
  };
  /** An object put there by its owner (the service client, acting for them). */
  const arrangeObject = async (path: string) => {
    const { error } = await service.storage
      .from('media')
      .upload(path, PNG, { contentType: 'image/png', upsert: true });
    if (error) throw error;
    return path;
  };

  it.each(['vendorA', 'admin'] as const)(
    '%s uploads into vendor A’s listing folder',
    async (name) => {
      const path = `listings/${fixtures.listings.aDraft}/${unique('own')}.png`;
      const { error } = await upload(actors[name], path);
      expect(error).toBeNull();
      expect(await exists(path)).toBe(true);
      const publicUrl = actors.anon.client.storage.from('media').getPublicUrl(path).data.publicUrl;
      expect((await fetch(publicUrl)).status).toBe(200);
    },
  );

  it.each(['member', 'vendorA'] as const)(
    "%s cannot upload into another user's folder or outside any folder",
    async (name) => {
      for (const path of [
        `listings/${fixtures.listings.bDraft}/${unique('theirs')}.png`,
        `${actors.vendorB.userId}/${unique('theirs')}.png`,
        `${actors[name].userId}/${unique('own-id')}.png`,
        `${unique('root')}.png`,
        `editorial/${unique('x')}.png`,
      ]) {
        const { error } = await upload(actors[name], path);
        expect(error, path).not.toBeNull();
        expect(await exists(path)).toBe(false);
      }
    },
  );

  it('a plain signed-in account (no membership, not admin) uploads nothing, not even in its own folder', async () => {
    for (const path of [
      `${actors.member.userId}/${unique('own')}.png`,
      `${actors.member.userId}/avatar/${unique('face')}.png`,
    ]) {
      const { error } = await upload(actors.member, path);
      expect(error, path).not.toBeNull();
      expect(await exists(path)).toBe(false);
    }
  });

  it('admin writes anywhere in the bucket', async () => {
    for (const path of [
      `${actors.vendorB.userId}/${unique('by-admin')}.png`,
      `editorial/${unique('cover')}.png`,
    ]) {
      const { error } = await upload(actors.admin, path);
      expect(error, path).toBeNull();
      expect(await exists(path)).toBe(true);
    }
  });

  it('anon cannot upload at all', async () => {
    for (const path of [`${actors.member.userId}/${unique('anon')}.png`, `${unique('anon')}.png`]) {
      const { error } = await upload(actors.anon, path);
      expect(error, path).not.toBeNull();
      expect(await exists(path)).toBe(false);
    }
  });

  it('only the owner (or an admin) replaces or deletes an object', async () => {
    const theirs = await arrangeObject(
      `listings/${fixtures.listings.bDraft}/${unique('keep')}.png`,
    );
    const replaced = await actors.vendorA.client.storage
      .from('media')
      .upload(theirs, Buffer.concat([PNG, Buffer.from('other bytes')]), {
        contentType: 'image/png',
        upsert: true,
      });
    expect(replaced.error).not.toBeNull();
    const removed = await actors.vendorA.client.storage.from('media').remove([theirs]);
    expect(removed.data ?? []).toEqual([]);
    const anonRemoved = await actors.anon.client.storage.from('media').remove([theirs]);
    expect(anonRemoved.data ?? []).toEqual([]);
    expect(await exists(theirs)).toBe(true);
    const downloaded = await service.storage.from('media').download(theirs);
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(PNG)).toBe(true);

    const own = await arrangeObject(`listings/${fixtures.listings.bDraft}/${unique('mine')}.png`);
    expect((await actors.vendorB.client.storage.from('media').remove([own])).data).toHaveLength(1);
    expect(await exists(own)).toBe(false);

    const byAdmin = await arrangeObject(
      `listings/${fixtures.listings.bDraft}/${unique('moderated')}.png`,
    );
    expect((await actors.admin.client.storage.from('media').remove([byAdmin])).data).toHaveLength(
      1,
    );
    expect(await exists(byAdmin)).toBe(false);
  });

  it('refuses file types the bucket does not allow', async () => {
    const path = `listings/${fixtures.listings.aDraft}/${unique('page')}.html`;
    const { error } = await actors.vendorA.client.storage
      .from('media')
      .upload(path, Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    expect(error).not.toBeNull();
    expect(await exists(path)).toBe(false);
  });
});
