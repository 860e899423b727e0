import type { QueryClient } from '@tanstack/react-query';
import { findSection } from '@/config/sections';
import { readMagazineParams } from '../lib/search-params';
import { getBlogCategoriesQueryOptions } from './get-blog-categories';
import { getNybfwPostsQueryOptions } from './get-nybfw-posts';
import { getPostQueryOptions } from './get-post';
import { getPostsQueryOptions } from './get-posts';
import { getSectionPostsQueryOptions } from './get-section-posts';

/**
 * The queries of each magazine page's first screen, started before the app's first render (the
 * pages' route modules export them as `prefetch`; src/app/lazy-page.tsx). The same query options
 * the pages use, so the render finds their data in the cache.
 */
export const prefetchBlogIndex = (client: QueryClient, search: URLSearchParams) =>
  Promise.all([
    client.prefetchQuery(getPostsQueryOptions(readMagazineParams(search))),
    client.prefetchQuery(getBlogCategoriesQueryOptions()),
  ]);

export const prefetchPost = (client: QueryClient, slug: string) =>
  client.prefetchQuery(getPostQueryOptions(slug));

export const prefetchNybfw = (client: QueryClient) =>
  client.prefetchQuery(getNybfwPostsQueryOptions());

/** A section page's first screen (its page of stories and the chips' names), as SectionTemplate asks. */
export function prefetchSection(client: QueryClient, pathname: string, search: URLSearchParams) {
  const section = findSection(pathname);
  if (!section) return Promise.resolve();
  const { category, page } = readMagazineParams(search);
  const chip = category && section.chipIds.includes(category) ? category : null;
  return Promise.all([
    client.prefetchQuery(
      getSectionPostsQueryOptions({
        categoryIds: section.categoryIds,
        subcategoryIds: section.subcategoryIds ?? [],
        chip,
        page,
      }),
    ),
    client.prefetchQuery(getBlogCategoriesQueryOptions()),
  ]);
}
