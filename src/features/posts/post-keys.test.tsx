import { useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_SECTION_FEEDS } from '@/config/home-sections';
import { mountViews, serveTable } from '@/testing/invalidation';
import { getPostFeedQueryOptions, postKeys, usePost } from '.';

const SLUG = 'olive-grove-long-table-wedding-lucca';

describe('postKeys', () => {
  it('roots every post query at postKeys.all', () => {
    const feed = HOME_SECTION_FEEDS.jewelry;
    expect(postKeys.feed(feed).slice(0, 1)).toEqual(postKeys.all);
    expect(postKeys.detail(SLUG).slice(0, 1)).toEqual(postKeys.all);
    expect(postKeys.list({ category: null, q: null, page: 1 }).slice(0, 2)).toEqual(
      postKeys.lists(),
    );
  });

  it('invalidating postKeys.all runs a home section’s list and the post page again', async () => {
    // An editor retitles the post between the two reads: both views must show the new title.
    let title = 'Before';
    const post = (url: URL) =>
      url.searchParams.has('slug')
        ? [
            {
              id: 'p1',
              slug: SLUG,
              title,
              status: 'published',
              published_at: '2026-01-01',
              credits: [],
            },
          ]
        : [{ id: 'p1', slug: SLUG, title }];
    const requests = serveTable('blog_posts', post);

    const { result, invalidate } = await mountViews(
      () => ({
        section: useQuery(getPostFeedQueryOptions(HOME_SECTION_FEEDS.realWeddings)),
        page: usePost(SLUG),
      }),
      (views) => views.section.isSuccess && views.page.isSuccess,
    );
    expect(requests).toHaveLength(2);
    expect(result.current.page.data?.title).toBe('Before');

    title = 'After';
    await invalidate(postKeys.all);

    await waitFor(() => expect(requests).toHaveLength(4));
    await waitFor(() => {
      expect(result.current.section.data?.[0]?.title).toBe('After');
      expect(result.current.page.data?.title).toBe('After');
    });
    const asked = requests.map((url) => (url.searchParams.has('slug') ? 'detail' : 'list'));
    expect(asked.sort()).toEqual(['detail', 'detail', 'list', 'list']);
  });
});
