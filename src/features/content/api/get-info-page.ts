import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadInfoPageSource, type InfoPageSlug } from '../lib/info-pages';
import type { RenderedPage } from '../lib/markdown';
import { contentKeys } from '../keys';

/** Loads a page's Markdown and the renderer (both lazy chunks) and renders it. */
export async function getInfoPage(slug: InfoPageSlug): Promise<RenderedPage> {
  const [source, { renderMarkdown }] = await Promise.all([
    loadInfoPageSource(slug),
    import('../lib/markdown'),
  ]);
  return renderMarkdown(source);
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
