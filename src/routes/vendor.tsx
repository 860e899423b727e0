import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { listingPath } from '@/config/paths';
import {
  useListing,
  DirectoryHead,
  FeaturedIn,
  InquiryForm,
  ListingGallery,
  ListingResponseTime,
  ListingNotFound,
  ListingProfile,
  RelatedListings,
  listingCoverImage,
  recordListingView,
  summarize,
  vendorJsonLd,
  vendorTitle,
} from '@/features/listings';
import { MemberAdmission } from '@/features/membership';

/**
 * /index/{urlName}: a vendor's page from ONE request (listing, category, gallery, credited
 * posts); 'more vendors' follows once the category is known. An unknown or unpublished url_name
 * is a not-found page with a way back, never an endless spinner.
 */
export default function VendorPage() {
  const urlName = (useParams().urlName ?? '').toLowerCase();
  const listing = useListing(urlName);
  const listingId = listing.data?.id;
  // One honest view per visitor and day (the database dedupes and bounds it).
  useEffect(() => {
    if (listingId) void recordListingView(listingId);
  }, [listingId]);

  if (listing.isPending) return <PageSpinner />;
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
    <article className="mx-auto flex max-w-frame flex-col gap-section px-gutter pt-8 pb-section md:pt-12">
      <DirectoryHead
        title={vendorTitle(data.name, data.category?.name, data.city)}
        description={summarize(data.description) || `${data.name} on Perféte`}
        canonicalPath={listingPath(data.url_name)}
        image={listingCoverImage(data).src}
        jsonLd={vendorJsonLd(data)}
      />
      <ListingProfile listing={data} />
      <MemberAdmission listingId={data.id} listingName={data.name} />
      {data.photos.length > 0 ? (
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="font-display text-display-md text-ink">
            Gallery
          </h2>
          <div className="mt-8">
            <ListingGallery photos={data.photos} listingName={data.name} />
          </div>
        </section>
      ) : null}
      <FeaturedIn posts={data.featuredIn} />
      <section
        id="inquire"
        aria-labelledby="inquire-heading"
        className="grid scroll-mt-header gap-8 md:grid-cols-[1fr_2fr] md:gap-12"
      >
        <div className="flex flex-col gap-4">
          <h2 id="inquire-heading" className="font-display text-display-md text-ink">
            Inquire with {data.name}
          </h2>
          <p className="text-ink-700">
            Tell them about your day. Your message goes straight to {data.name}, who replies by
            email.
          </p>
          <ListingResponseTime listingId={data.id} />
        </div>
        <InquiryForm listingId={data.id} listingName={data.name} />
      </section>
      {data.category ? (
        <RelatedListings
          categoryId={data.category.id}
          categoryName={data.category.name}
          excludeId={data.id}
        />
      ) : null}
    </article>
  );
}
