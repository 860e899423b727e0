import { newestFirst } from '@/lib/english-format';
import type { CreditedPost, ListingDetail, ListingPhoto } from './listing-columns';
import { rankPartners, type Partner } from './often-with';

/** A vendor page's data, its gallery in order and its credits as the posts, newest first. */
export type ListingPageData = Omit<ListingDetail, 'credits' | 'photos' | 'pairs'> & {
  photos: ListingPhoto[];
  featuredIn: (CreditedPost & { role: string })[];
  oftenWith: Partner[];
};

const byNewest = (a: CreditedPost, b: CreditedPost) => newestFirst(a.published_at, b.published_at);

/**
 * A listing row as its page shows it: the gallery in order, the crediting posts newest first.
 * Apart from get-listing.ts (types only from the queries), so the admin's preview shares it
 * without pulling the directory's query builders into its chunk.
 */
export function toListingPageData({
  credits,
  photos,
  pairs,
  ...listing
}: ListingDetail): ListingPageData {
  return {
    ...listing,
    oftenWith: rankPartners(pairs),
    photos: [...(photos ?? [])].sort((a, b) => a.position - b.position),
    featuredIn: (credits ?? [])
      .flatMap((credit) => (credit.post ? [{ ...credit.post, role: credit.role }] : []))
      .sort(byNewest),
  };
}
