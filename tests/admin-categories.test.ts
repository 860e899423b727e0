import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * Categories as the database holds them for the admin page: only admins write them; a category
 * in use is not deleted directly; delete_blog_category / delete_business_category move what is
 * filed under one (keeping every post's category and subcategory coherent) and delete it in one
 * transaction; the fixed reference rows the site names stay; every admin write is audited.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { blogCategories: Record<string, string>; businessCategories: Record<string, string> };
const VENUE = REFERENCE.businessCategories.venue!;
const PHOTOGRAPHY = REFERENCE.businessCategories.photography!;

let service: SupabaseClient;
let admin: SupabaseClient;
let adminId: string;
let vendor: SupabaseClient;
beforeAll(async () => {
  service = serviceClient();
  const signedIn = await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  admin = signedIn.client;
  adminId = signedIn.userId;
  vendor = (
    await signedInClient(DEMO_ACCOUNTS.vendorMarco.email, DEMO_ACCOUNTS.vendorMarco.password)
  ).client;
});

const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

async function blogCategory(label: string, parentId: string | null = null) {
  const slug = unique(label);
  const { data, error } = await admin
    .from('blog_categories')
    .insert({ name: slug, slug, parent_id: parentId })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function businessCategory(label: string) {
  const slug = unique(label);
  const { data, error } = await admin
    .from('business_categories')
    .insert({ name: slug, slug })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function post(filed: { category?: string; subcategory?: string }, status = 'draft') {
  const slug = unique('filed-post');
  const { data, error } = await service
    .from('blog_posts')
    .insert({ title: slug, slug, status, ...filed })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function filing(ids: string[]) {
  const { data, error } = await service
    .from('blog_posts')
    .select('id,category,subcategory')
    .in('id', ids);
  if (error) throw error;
  return Object.fromEntries(
    data.map((row) => [row.id as string, { category: row.category, subcategory: row.subcategory }]),
  );
}

async function exists(table: 'blog_categories' | 'business_categories', id: string) {
  const { data } = await service.from(table).select('id').eq('id', id);
  return (data ?? []).length === 1;
}

async function listing(categoryId: string) {
  const urlName = unique('cat-listing');
  const { data, error } = await service
    .from('listings')
    .insert({ name: urlName, url_name: urlName, business_category_id: categoryId, status: 'draft' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

describe('who writes categories', () => {
  it('refuses anon and a vendor, for blog and business categories alike', async () => {
    const blogId = await blogCategory('who-blog');
    const businessId = await businessCategory('who-business');
    for (const [label, client] of [
      ['anon', anonClient()],
      ['vendor', vendor],
    ] as const) {
      for (const [table, id] of [
        ['blog_categories', blogId],
        ['business_categories', businessId],
      ] as const) {
        const slug = unique(`${label}-made`);
        const created = await client.from(table).insert({ name: slug, slug });
        expect(created.error, `${label} creates in ${table}`).not.toBeNull();
        const renamed = await client.from(table).update({ name: 'Taken' }).eq('id', id).select();
        expect(renamed.data ?? [], `${label} renames in ${table}`).toEqual([]);
        const deleted = await client.from(table).delete().eq('id', id).select();
        expect(deleted.data ?? [], `${label} deletes in ${table}`).toEqual([]);
        expect(await exists(table, id)).toBe(true);
      }
      const moveBlog = await client.rpc('delete_blog_category', {
        category_id: blogId,
        move_posts_to: REFERENCE.blogCategories.planning,
      });
      expect(moveBlog.error, `${label} moves blog posts`).not.toBeNull();
      const moveBusiness = await client.rpc('delete_business_category', {
        category_id: businessId,
        move_listings_to: PHOTOGRAPHY,
      });
      expect(moveBusiness.error, `${label} moves listings`).not.toBeNull();
      const counts = await client.rpc('blog_category_post_counts');
      expect(counts.error, `${label} reads the counts`).not.toBeNull();
    }
    expect(await exists('blog_categories', blogId)).toBe(true);
    expect(await exists('business_categories', businessId)).toBe(true);
    expect(
      (await service.from('blog_categories').select('name').eq('id', blogId)).data,
    ).not.toEqual([{ name: 'Taken' }]);
  });

  it('lets an admin create, rename and delete an unused category', async () => {
    const id = await blogCategory('admin-made');
    const renamed = await admin
      .from('blog_categories')
      .update({ name: 'Renamed by the admin', slug: unique('renamed') })
      .eq('id', id)
      .select('name');
    expect(renamed.data).toEqual([{ name: 'Renamed by the admin' }]);
    const deleted = await admin.from('blog_categories').delete().eq('id', id).select('id');
    expect(deleted.data).toEqual([{ id }]);

    const businessId = await businessCategory('admin-made');
    expect(
      (
        await admin.rpc('delete_business_category', {
          category_id: businessId,
          move_listings_to: null,
        })
      ).error,
    ).toBeNull();
    expect(await exists('business_categories', businessId)).toBe(false);
  });

  it('keeps subcategories two levels deep', async () => {
    const top = await blogCategory('level-top');
    const sub = await blogCategory('level-sub', top);
    const slug = unique('level-third');
    const third = await admin.from('blog_categories').insert({ name: slug, slug, parent_id: sub });
    expect(third.error?.message).toMatch(/top-level category/);
  });
});

describe('a category in use', () => {
  it('is not deleted directly, nor by the function without somewhere to move its posts', async () => {
    const category = await blogCategory('in-use');
    const postId = await post({ category });
    expect((await admin.from('blog_categories').delete().eq('id', category)).error).not.toBeNull();
    const refused = await admin.rpc('delete_blog_category', {
      category_id: category,
      move_posts_to: null,
    });
    expect(refused.error?.message).toMatch(/1 post is filed under/);
    expect(await exists('blog_categories', category)).toBe(true);
    expect((await filing([postId]))[postId]).toEqual({ category, subcategory: null });
  });

  it('with listings is not deleted directly', async () => {
    const category = await businessCategory('in-use');
    await listing(category);
    expect(
      (await admin.from('business_categories').delete().eq('id', category)).error,
    ).not.toBeNull();
    expect(await exists('business_categories', category)).toBe(true);
  });
});

describe('delete_blog_category moves every post, then deletes', () => {
  it('moves a category’s posts to a subcategory elsewhere: its parent becomes their category', async () => {
    const source = await blogCategory('move-source');
    const destination = await blogCategory('move-destination');
    const destinationSub = await blogCategory('move-destination-sub', destination);
    const posts = [
      await post({ category: source }, 'draft'),
      await post({ category: source }, 'published'),
      await post({ category: source }, 'archived'),
    ];
    const moved = await admin.rpc('delete_blog_category', {
      category_id: source,
      move_posts_to: destinationSub,
    });
    expect(moved.error).toBeNull();
    expect(moved.data).toBe(3);
    expect(Object.values(await filing(posts))).toEqual(
      posts.map(() => ({ category: destination, subcategory: destinationSub })),
    );
    expect(await exists('blog_categories', source)).toBe(false);
  });

  it('moves a subcategory’s posts to a top-level category without keeping a subcategory that does not belong', async () => {
    const parent = await blogCategory('sub-parent');
    const doomed = await blogCategory('sub-doomed', parent);
    const sibling = await blogCategory('sub-sibling', parent);
    const destination = await blogCategory('sub-destination');
    const movedPost = await post({ category: parent, subcategory: doomed });
    const siblingPost = await post({ category: parent, subcategory: sibling });
    const parentPost = await post({ category: parent });

    const moved = await admin.rpc('delete_blog_category', {
      category_id: doomed,
      move_posts_to: destination,
    });
    expect(moved.error).toBeNull();
    expect(moved.data).toBe(1);
    expect(await filing([movedPost, siblingPost, parentPost])).toEqual({
      [movedPost]: { category: destination, subcategory: null },
      [siblingPost]: { category: parent, subcategory: sibling },
      [parentPost]: { category: parent, subcategory: null },
    });
    expect(await exists('blog_categories', doomed)).toBe(false);
  });

  it('moves a subcategory’s posts to another subcategory: its parent becomes their category', async () => {
    const parent = await blogCategory('to-sub-parent');
    const doomed = await blogCategory('to-sub-doomed', parent);
    const otherParent = await blogCategory('to-sub-other');
    const destination = await blogCategory('to-sub-destination', otherParent);
    const posts = [
      await post({ category: parent, subcategory: doomed }),
      await post({ subcategory: doomed }, 'published'),
    ];
    const moved = await admin.rpc('delete_blog_category', {
      category_id: doomed,
      move_posts_to: destination,
    });
    expect(moved.error).toBeNull();
    expect(Object.values(await filing(posts))).toEqual(
      posts.map(() => ({ category: otherParent, subcategory: destination })),
    );
    expect(await exists('blog_categories', doomed)).toBe(false);
  });

  it('refuses a category with subcategories, and moves nothing', async () => {
    const parent = await blogCategory('has-subs');
    await blogCategory('has-subs-child', parent);
    const destination = await blogCategory('has-subs-destination');
    const postId = await post({ category: parent });
    const refused = await admin.rpc('delete_blog_category', {
      category_id: parent,
      move_posts_to: destination,
    });
    expect(refused.error?.message).toMatch(/has 1 subcategory; move or delete them first/);
    expect(await exists('blog_categories', parent)).toBe(true);
    expect((await filing([postId]))[postId]).toEqual({ category: parent, subcategory: null });
  });

  it('refuses to move posts to the category itself or to one that is not there', async () => {
    const source = await blogCategory('self-move');
    await post({ category: source });
    for (const destination of [source, randomUUID()]) {
      const refused = await admin.rpc('delete_blog_category', {
        category_id: source,
        move_posts_to: destination,
      });
      expect(refused.error).not.toBeNull();
    }
    expect(await exists('blog_categories', source)).toBe(true);
  });
});

describe('delete_business_category moves every listing, then deletes', () => {
  it('moves listings and membership applications to another category', async () => {
    const source = await businessCategory('biz-source');
    const destination = await businessCategory('biz-destination');
    const listings = [await listing(source), await listing(source)];
    const application = await service
      .from('membership_applications')
      .insert({
        business_name: 'An applicant',
        contact_name: 'Applicant',
        email: `${unique('applicant')}@example.com`,
        category: source,
        consent: true,
      })
      .select('id')
      .single();
    expect(application.error).toBeNull();

    const moved = await admin.rpc('delete_business_category', {
      category_id: source,
      move_listings_to: destination,
    });
    expect(moved.error).toBeNull();
    expect(moved.data).toBe(2);
    const after = await service.from('listings').select('business_category_id').in('id', listings);
    expect(after.data).toEqual(listings.map(() => ({ business_category_id: destination })));
    expect(
      (
        await service
          .from('membership_applications')
          .select('category')
          .eq('id', application.data!.id)
      ).data,
    ).toEqual([{ category: destination }]);
    expect(await exists('business_categories', source)).toBe(false);
  });

  it('refuses while a change waiting for review proposes the category', async () => {
    const source = await businessCategory('biz-proposed');
    const live = await listing(PHOTOGRAPHY);
    expect(
      (
        await service
          .from('listing_changes')
          .insert({ listing_id: live, changes: { business_category_id: source } })
      ).error,
    ).toBeNull();
    const refused = await admin.rpc('delete_business_category', {
      category_id: source,
      move_listings_to: PHOTOGRAPHY,
    });
    expect(refused.error?.message).toMatch(/waiting for review/);
    const direct = await admin.from('business_categories').delete().eq('id', source);
    expect(direct.error?.message).toMatch(/waiting for review/);
    expect(await exists('business_categories', source)).toBe(true);
  });
});

describe('the fixed reference rows', () => {
  it('are never deleted, moved or not, and keep their web address', async () => {
    const destination = await blogCategory('ref-destination');
    for (const id of Object.values(REFERENCE.blogCategories)) {
      const refused = await admin.rpc('delete_blog_category', {
        category_id: id,
        move_posts_to: destination,
      });
      expect(refused.error?.message, id).toMatch(/sections and menus/);
    }
    const businessDestination = await businessCategory('ref-destination');
    for (const id of Object.values(REFERENCE.businessCategories)) {
      const refused = await admin.rpc('delete_business_category', {
        category_id: id,
        move_listings_to: businessDestination,
      });
      expect(refused.error?.message, id).toMatch(/fixed categories/);
    }
    const counts = await service
      .from('blog_categories')
      .select('id', { count: 'exact' })
      .in('id', Object.values(REFERENCE.blogCategories));
    expect(counts.count).toBe(Object.keys(REFERENCE.blogCategories).length);

    const venueDelete = await admin.from('business_categories').delete().eq('id', VENUE);
    expect(venueDelete.error?.message).toMatch(/venue rule/);
    const slug = await admin
      .from('business_categories')
      .update({ slug: 'venues-and-more' })
      .eq('id', VENUE);
    expect(slug.error).not.toBeNull();
    const blogSlug = await admin
      .from('blog_categories')
      .update({ slug: 'trending' })
      .eq('id', REFERENCE.blogCategories.trends!);
    expect(blogSlug.error).not.toBeNull();
    expect((await service.from('business_categories').select('slug').eq('id', VENUE)).data).toEqual(
      [{ slug: 'venue' }],
    );
    expect(
      (
        await service
          .from('blog_categories')
          .select('slug')
          .eq('id', REFERENCE.blogCategories.trends!)
      ).data,
    ).toEqual([{ slug: 'trends' }]);
  });
});

describe('the audit log', () => {
  it('records each admin write, with the admin as its actor', async () => {
    const source = await blogCategory('audit-source');
    const destination = await blogCategory('audit-destination');
    await admin.from('blog_categories').update({ name: 'Audited name' }).eq('id', source);
    const postId = await post({ category: source });
    expect(
      (await admin.rpc('delete_blog_category', { category_id: source, move_posts_to: destination }))
        .error,
    ).toBeNull();

    const businessSource = await businessCategory('audit-biz');
    const listingId = await listing(businessSource);
    expect(
      (
        await admin.rpc('delete_business_category', {
          category_id: businessSource,
          move_listings_to: PHOTOGRAPHY,
        })
      ).error,
    ).toBeNull();

    const rows = await admin
      .from('admin_audit')
      .select('actor_id,table_name,row_id,action')
      .in('row_id', [source, postId, businessSource, listingId])
      .order('id', { ascending: true });
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([
      { actor_id: adminId, table_name: 'blog_categories', row_id: source, action: 'insert' },
      { actor_id: adminId, table_name: 'blog_categories', row_id: source, action: 'update' },
      { actor_id: adminId, table_name: 'blog_posts', row_id: postId, action: 'update' },
      { actor_id: adminId, table_name: 'blog_categories', row_id: source, action: 'delete' },
      {
        actor_id: adminId,
        table_name: 'business_categories',
        row_id: businessSource,
        action: 'insert',
      },
      { actor_id: adminId, table_name: 'listings', row_id: listingId, action: 'update' },
      {
        actor_id: adminId,
        table_name: 'business_categories',
        row_id: businessSource,
        action: 'delete',
      },
    ]);
  });
});

describe('the admin page’s figures', () => {
  it('count posts under each category and subcategory, and listings per business category', async () => {
    const parent = await blogCategory('count-parent');
    const sub = await blogCategory('count-sub', parent);
    await post({ category: parent });
    await post({ category: parent, subcategory: sub }, 'published');
    const counts = await admin.rpc('blog_category_post_counts');
    expect(counts.error).toBeNull();
    const byId = new Map(
      (counts.data as { id: string; posts: number }[]).map((row) => [row.id, row.posts]),
    );
    expect([byId.get(parent), byId.get(sub)]).toEqual([2, 1]);

    const business = await businessCategory('count-biz');
    await listing(business);
    const listings = await admin.rpc('business_category_listing_counts');
    expect(listings.error).toBeNull();
    expect(
      (listings.data as { id: string; listings: number; applications: number }[]).find(
        (row) => row.id === business,
      ),
    ).toEqual({ id: business, listings: 1, applications: 0 });
  });
});
