import { useSearchParams } from 'react-router-dom';
import { VenueDirectory } from '@/features/listings';

/** /venues: the filters live in the URL; the listings feature draws the page from them. */
export default function VenuesPage() {
  const [params, setParams] = useSearchParams();
  return <VenueDirectory params={params} setParams={setParams} />;
}
