import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadInfoPage, type InfoPageSlug } from '../lib/info-pages';
import { contentKeys } from '../keys';

export const getInfoPageQueryOptions = (slug: InfoPageSlug) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    // The page's chunk: its words, rendered and sanitized when the site was built.
    queryFn: () => loadInfoPage(slug),
    // Shipped with the build: never stale, never refetched.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useInfoPage(slug: InfoPageSlug) {
  return useQuery(getInfoPageQueryOptions(slug));
}
