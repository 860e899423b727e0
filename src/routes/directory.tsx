import { useSearchParams } from 'react-router-dom';
import { prefetchDirectory, VendorDirectory } from '@/features/listings';
import type { PagePrefetch } from '@/types/page-prefetch';

export const prefetch: PagePrefetch = (client, _params, search) =>
  prefetchDirectory(client, search);

/** /index: the filters live in the URL; the listings feature draws the page from them. */
export default function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  return <VendorDirectory params={params} setParams={setParams} />;
}
