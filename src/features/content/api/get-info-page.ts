import type { InboxFilters } from './inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadInfoPageSource, type InfoPageSlug } from '../lib/info-pages';
import type { RenderedPage } from '../lib/markdown';

export const contentKeys = {
  all: ['content'] as const,
  page: (slug: InfoPageSlug) => [...contentKeys.all, 'page', slug] as const,
  /** The admins' inboxes (contact messages, wedding submissions), by filter and page. */
  inbox: (filters: InboxFilters) => [...contentKeys.all, 'inbox', filters] as const,
};

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
