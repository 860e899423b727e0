import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from './listing-keys';
import {
  selectListingByUrlName,
  type CreditedPost,
  type ListingDetail,
  type ListingPhoto,
} from './listing-queries';

/** A vendor page's data, its gallery in order and its credits as the posts, newest first. */
export type ListingPageData = Omit<ListingDetail, 'credits' | 'photos'> & {
  photos: ListingPhoto[];
  featuredIn: (CreditedPost & { role: string })[];
};

const newestFirst = (a: CreditedPost, b: CreditedPost) =>
  (b.published_at ?? '').localeCompare(a.published_at ?? '');

/**
 * /index/{urlName}: ONE request (listing, category, gallery, credits → posts). Null when there is
 * no published listing of that url_name: the page shows not-found, it does not retry or spin.
 */
export async function fetchListing(urlName: string): Promise<ListingPageData | null> {
  const supabase = await getSupabase();
  const { data, error } = await selectListingByUrlName(supabase, urlName);
  if (error) throw error;
  if (!data) return null;
  const { credits, photos, ...listing }: ListingDetail = data;
  return {
    ...listing,
    photos: [...(photos ?? [])].sort((a, b) => a.position - b.position),
    featuredIn: (credits ?? [])
      .flatMap((credit) => (credit.post ? [{ ...credit.post, role: credit.role }] : []))
      .sort(newestFirst),
  };
}

export const getListingQueryOptions = (urlName: string) =>
  queryOptions({
    queryKey: listingKeys.detail(urlName),
    queryFn: () => fetchListing(urlName),
    staleTime: DIRECTORY_QUERY_STALE_TIME_MS,
  });

export function useListing(urlName: string) {
  return useQuery(getListingQueryOptions(urlName));
}
