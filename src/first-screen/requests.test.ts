// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { findSection } from '@/config/sections';
import { HOME_FEATURED_LOCATION, LATEST_POST_LIMIT } from '@/config/site';
import {
  directoryFilters,
  selectListingByUrlName,
  selectListingsPage,
  venueFilters,
} from '@/features/listings';
import {
  featuredPostsRequest,
  postRequest,
  postsRequest,
  sectionPostsRequest,
} from '@/features/posts';
import type { AppSupabaseClient } from '@/lib/supabase';
import { firstScreenRequests, firstScreenRequestsOf, requestOf } from './requests';

const API = 'https://project.example.co';
const app: AppSupabaseClient = createClient(API, 'key', { auth: { persistSession: false } });
/** What the app sends, relative to its Supabase URL. */
const sent = (builder: unknown) => requestOf(builder, API).path;

describe('firstScreenRequests', () => {
  it('is the request the home page sends, relative to the Supabase URL', () => {
    const [path, ...rest] = firstScreenRequests('/');
    expect(rest).toEqual([]);
    expect(path).toBe(sent(featuredPostsRequest(app, HOME_FEATURED_LOCATION, LATEST_POST_LIMIT)));
    expect(path).toMatch(/^\/rest\/v1\/featured_posts\?select=/);
  });

  it('asks for a story by its slug, and for nothing where no story can be', () => {
    expect(firstScreenRequests('/blog/olive-grove-wedding')).toEqual([
      sent(postRequest(app, 'olive-grove-wedding')),
    ]);
    expect(firstScreenRequests('/blog/olive-grove-wedding/')).toEqual(
      firstScreenRequests('/blog/olive-grove-wedding'),
    );
    expect(firstScreenRequests('/blog/Not%20a%20slug')).toEqual([]);
    expect(firstScreenRequests('/blog/%E0%A4%A')).toEqual([]);
  });

  it('asks for a vendor by its address in lowercase, as the vendor page does', () => {
    const [path] = firstScreenRequests('/index/Tenuta-Bellandi');
    expect(path).toBe(sent(selectListingByUrlName(app, 'tenuta-bellandi')));
    expect(path).toContain('url_name=eq.tenuta-bellandi');
    expect(firstScreenRequests('/index/a/b')).toEqual([]);
  });

  it('asks for a paged list’s first page with its count, as /blog, a section and the directories do', () => {
    const counted = (builder: unknown) => [requestOf(builder, API)];
    expect(firstScreenRequestsOf('/blog')).toEqual(
      counted(postsRequest(app, { category: null, q: null, page: 1 })),
    );
    const section = findSection('/blog/real-weddings')!;
    expect(firstScreenRequestsOf('/blog/real-weddings')).toEqual(
      counted(
        sectionPostsRequest(app, {
          categoryIds: section.categoryIds,
          subcategoryIds: section.subcategoryIds ?? [],
          chip: null,
          page: 1,
        }),
      ),
    );
    expect(firstScreenRequestsOf('/index')).toEqual(
      counted(
        selectListingsPage(app, { ...directoryFilters(new URLSearchParams()), categoryIds: [] }),
      ),
    );
    expect(firstScreenRequestsOf('/venues')).toEqual(
      counted(
        selectListingsPage(app, {
          ...venueFilters(new URLSearchParams()),
          categoryIds: [BUSINESS_CATEGORY_IDS.venue],
        }),
      ),
    );
    for (const path of ['/blog', '/index', '/venues'])
      expect(firstScreenRequestsOf(path)[0]!.prefer, path).toBe('count=exact');
  });

  it('asks for nothing on pages without data', () => {
    for (const path of ['/about', '/membership', '/nope'])
      expect(firstScreenRequests(path), path).toEqual([]);
    expect(firstScreenRequests('/nybfw')).toHaveLength(1);
  });
});
