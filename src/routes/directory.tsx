import { useSearchParamsInOrder } from '@/hooks/use-search-params-in-order';
import { prefetchDirectory, VendorDirectory } from '@/features/listings';
import type { PagePrefetch } from '@/types/page-prefetch';

export const prefetch: PagePrefetch = (client, _params, search) =>
  prefetchDirectory(client, search);

/** /index: the filters live in the URL; the listings feature draws the page from them. */
export default function DirectoryPage() {
  const [params, setParams] = useSearchParamsInOrder();
  return <VendorDirectory params={params} setParams={setParams} />;
}
