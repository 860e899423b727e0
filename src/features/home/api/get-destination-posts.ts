import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { DESTINATION_POST_LIMIT } from '@/config/site';
import {
  fetchSectionPosts,
  HOME_QUERY_SETTINGS,
  homeKeys,
  type SectionPostsQuery,
} from './home-posts';

/** Spec §7 Destination: published, category destination, published_at desc, limit DESTINATION_POST_LIMIT. */
export const DESTINATION_QUERY: SectionPostsQuery = {
  filter: 'category',
  categoryId: BLOG_CATEGORY_IDS.destination,
  orderBy: 'published_at',
  limit: DESTINATION_POST_LIMIT,
  profile: 'name-avatar',
};

export const getDestinationPostsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.posts('Destination', DESTINATION_QUERY),
    queryFn: () => fetchSectionPosts('Destination', DESTINATION_QUERY),
    ...HOME_QUERY_SETTINGS,
  });

/** `enabled` lets a below-the-fold section wait until it nears the viewport. */
export function useDestinationPosts(enabled = true) {
  return useQuery({ ...getDestinationPostsQueryOptions(), enabled });
}
