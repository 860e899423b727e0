import { useSearchParamsInOrder } from '@/hooks/use-search-params-in-order';
import { prefetchVenues, VenueDirectory } from '@/features/listings';
import type { PagePrefetch } from '@/types/page-prefetch';

export const prefetch: PagePrefetch = (client, _params, search) => prefetchVenues(client, search);

/** /venues: the filters live in the URL; the listings feature draws the page from them. */
export default function VenuesPage() {
  const [params, setParams] = useSearchParamsInOrder();
  return <VenueDirectory params={params} setParams={setParams} />;
}
