import type { QueryClient } from '@tanstack/react-query';
import { useLoaded } from '@/hooks/use-loaded';
import type { PostDetail } from './get-post';
import { postKeys } from '../keys';

/** A listing a loaded story credits, by its url_name (what a credit's link leads to). */
export type CreditedListing = NonNullable<PostDetail['credits'][number]['listing']>;

/**
 * The listing with this url_name among the credits of the stories already loaded, so a vendor
 * page opened from a story's credits names the vendor at once (#45). Undefined when none has it.
 */
export function findCreditedListing(
  queryClient: QueryClient,
  urlName: string,
): CreditedListing | undefined {
  const wanted = urlName.toLowerCase();
  for (const [, post] of queryClient.getQueriesData<PostDetail | null>({
    queryKey: postKeys.details(),
  })) {
    const credit = post?.credits?.find(({ listing }) => listing?.url_name.toLowerCase() === wanted);
    if (credit?.listing) return credit.listing;
  }
  return undefined;
}

/** `findCreditedListing` for the vendor page while `enabled` (its listing not loaded yet). */
export function useCreditedListing(urlName: string, enabled: boolean): CreditedListing | undefined {
  return useLoaded(findCreditedListing, urlName, enabled);
}
