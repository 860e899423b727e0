import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { RELATIONSHIPS_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Relationships: published, category relationships, published_at desc, limit RELATIONSHIPS_POST_LIMIT. */
export const RELATIONSHIPS_QUERY: SectionPostsQuery = {
  filter: 'category',
  categoryId: BLOG_CATEGORY_IDS.relationships,
  orderBy: 'published_at',
  limit: RELATIONSHIPS_POST_LIMIT,
  profile: 'name-avatar',
};

export const getRelationshipsPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Relationships', RELATIONSHIPS_QUERY),
    queryFn: () => fetchSectionPosts('Relationships', RELATIONSHIPS_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function useRelationshipsPosts(enabled = true) {
  return useQuery({ ...getRelationshipsPostsQueryOptions(), enabled });
}
