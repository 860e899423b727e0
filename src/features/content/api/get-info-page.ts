import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadInfoPage, type InfoPageSlug } from '../lib/info-pages';
import type { RenderedPage } from '../lib/markdown';
import { contentKeys } from '../keys';

/** Loads a page's chunk: its words, rendered and sanitized when the site was built. */
export function getInfoPage(slug: InfoPageSlug): Promise<RenderedPage> {
  return loadInfoPage(slug);
}

export const getInfoPageQueryOptions = (slug: InfoPageSlug) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: () => getInfoPage(slug),
    // Shipped with the build: never stale, never refetched.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useInfoPage(slug: InfoPageSlug) {
  return useQuery(getInfoPageQueryOptions(slug));
}
