import { useSearchParams } from 'react-router-dom';
import { VendorDirectory } from '@/features/listings';

/** /index: the filters live in the URL; the listings feature draws the page from them. */
export default function DirectoryPage() {
  const [params, setParams] = useSearchParams();
  return <VendorDirectory params={params} setParams={setParams} />;
}
