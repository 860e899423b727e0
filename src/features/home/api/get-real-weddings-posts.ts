import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { REAL_WEDDINGS_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Real Weddings: published, category realWeddings, published_at desc, limit REAL_WEDDINGS_POST_LIMIT. */
export const REAL_WEDDINGS_QUERY: SectionPostsQuery = {
  filter: 'category',
  categoryId: BLOG_CATEGORY_IDS.realWeddings,
  orderBy: 'published_at',
  limit: REAL_WEDDINGS_POST_LIMIT,
  profile: 'none',
};

export const getRealWeddingsPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Real Weddings', REAL_WEDDINGS_QUERY),
    queryFn: () => fetchSectionPosts('Real Weddings', REAL_WEDDINGS_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function useRealWeddingsPosts(enabled = true) {
  return useQuery({ ...getRealWeddingsPostsQueryOptions(), enabled });
}
