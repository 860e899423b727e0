import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { listingPath } from '@/config/paths';
import { coverPinImage, coverShareImage } from '@/lib/share-image';
import {
  getListingQueryOptions,
  useListing,
  useListingLead,
  DirectoryHead,
  InquiryForm,
  ListingNotFound,
  ListingPageContent,
  ListingResponseTime,
  RelatedListings,
  recordListingView,
  summarize,
  vendorJsonLd,
  vendorTitle,
} from '@/features/listings';
import { ListingDateCheck } from '@/features/availability';
import { MemberAdmission } from '@/features/membership';
import type { PagePrefetch } from '@/types/page-prefetch';
import { useListingReviews, VendorReviews, withReviewJsonLd } from '@/features/reviews';
import { useCreditedListing } from '@/features/posts';
import { useListingHit } from '@/features/search';

/** The page's one request before the first render (index.html may already be asking it). */
export const prefetch: PagePrefetch = (client, { urlName = '' }) =>
  client.prefetchQuery(getListingQueryOptions(urlName.toLowerCase()));

/**
 * /index/{urlName}: a vendor's page from ONE request (listing, category, gallery, credited
 * posts); 'more vendors' follows once the category is known. An unknown or unpublished url_name
 * is a not-found page with a way back, never an endless spinner. Opened from a card, a search
 * hit or a story's credit, the vendor's name (and what else the link's data knows: category,
 * place, cover) is drawn at once while that request is on its way (#45).
 */
export default function VendorPage() {
  const urlName = (useParams().urlName ?? '').toLowerCase();
  const listing = useListing(urlName);
  const listingId = listing.data?.id;
  const reviews = useListingReviews(listingId);
  const card = useListingLead(urlName, listing.isPending);
  const credited = useCreditedListing(urlName, listing.isPending && !card);
  const hit = useListingHit(urlName, listing.isPending && !card && !credited);
  const lead =
    card ?? credited ?? (hit ? { id: hit.id, name: hit.title, url_name: hit.slug } : undefined);
  // One honest view per visitor and day (the database dedupes and bounds it).
  useEffect(() => {
    if (listingId) void recordListingView(listingId);
  }, [listingId]);

  if (listing.isPending) {
    // In the place the page's content takes below (after its head), so it is kept, not redrawn.
    return lead ? (
      <>
        {null}
        <ListingPageContent listing={lead} inquiry={null} />
      </>
    ) : (
      <PageSpinner />
    );
  }
  if (listing.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-6 px-gutter py-section text-center"
      >
        <p className="text-ink-700">We couldn’t load this vendor just now.</p>
        <Button onClick={() => listing.refetch()}>Try again</Button>
      </div>
    );
  }
  const data = listing.data;
  if (!data) return <ListingNotFound />;

  return (
    <>
      <DirectoryHead
        title={vendorTitle(data.name, data.category?.name, data.city)}
        description={summarize(data.description) || `${data.name} on Perféte`}
        canonicalPath={listingPath(data.url_name)}
        image={coverShareImage(data.image_url, data.name)}
        pinImage={coverPinImage(data.image_url)}
        jsonLd={withReviewJsonLd(vendorJsonLd(data), reviews.data ?? [])}
      />
      <ListingPageContent
        listing={data}
        admission={<MemberAdmission listingId={data.id} listingName={data.name} />}
        responseTime={
          <>
            <ListingResponseTime listingId={data.id} />
            <ListingDateCheck listingId={data.id} />
          </>
        }
        inquiry={<InquiryForm listingId={data.id} listingName={data.name} />}
      >
        <VendorReviews listingId={data.id} listingName={data.name} />
        {data.category ? (
          <RelatedListings
            categoryId={data.category.id}
            categoryName={data.category.name}
            excludeId={data.id}
          />
        ) : null}
      </ListingPageContent>
    </>
  );
}
