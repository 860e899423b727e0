import { useQuery } from '@tanstack/react-query';
import { getListingResponseTimeQueryOptions } from '../api/get-listing-response-time';
import { formatResponseTime } from '../lib/response-time';

/**
 * "Usually replies within …": the median first answer over 90 days, shown only once the vendor
 * has answered enough inquiries for it to mean something (the database decides), never a guess.
 */
export function ListingResponseTime({ listingId }: { listingId: string }) {
  const figure = useQuery(getListingResponseTimeQueryOptions(listingId));
  if (!figure.data || figure.data.medianSeconds === null) return null;
  return (
    <p className="text-sm font-medium text-champagne-700">
      Usually replies within {formatResponseTime(figure.data.medianSeconds)}
    </p>
  );
}
