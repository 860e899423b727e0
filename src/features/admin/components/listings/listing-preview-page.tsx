import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import {
  applyListingChange,
  getBusinessCategoriesQueryOptions,
  getListingPreviewQueryOptions,
  InquiryForm,
  ListingPageContent,
} from '@/features/listings';
import { MemberAdmission } from '@/features/membership';

/**
 * A listing's public page as it will look, drawn by the vendor page's own component: as it
 * stands, or with a proposed change applied as approving it would. Its data is ONE request, made
 * when the preview opens (and the categories' list, only when the change moves the category).
 * The inquiry form is there to be seen, inert: a preview sends nothing.
 */
export function ListingPreviewPage({
  listingId,
  changes,
}: {
  listingId: string;
  /** A live listing's proposed change (listing_changes.changes). */
  changes?: Record<string, unknown>;
}) {
  const preview = useQuery(getListingPreviewQueryOptions(listingId));
  const live = preview.data?.listing;
  const movesCategory =
    changes !== undefined &&
    live !== undefined &&
    'business_category_id' in changes &&
    changes.business_category_id !== live.business_category_id;
  const categories = useQuery({ ...getBusinessCategoriesQueryOptions(), enabled: movesCategory });

  if (preview.isPending) return <Spinner label="Loading the preview…" className="py-16" />;
  if (preview.isError)
    return (
      <div className="px-gutter py-8">
        <LoadError compact what="the preview" onRetry={() => void preview.refetch()} />
      </div>
    );
  if (!preview.data) return <p className="px-gutter py-8 text-ink-700">This listing is gone.</p>;
  const listing = changes
    ? applyListingChange(preview.data.listing, changes, categories.data)
    : preview.data.listing;
  return (
    <ListingPageContent
      listing={listing}
      admission={<MemberAdmission listingId={listing.id} listingName={listing.name} />}
      inquiry={
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-700">The form as couples see it; here it sends nothing.</p>
          <div inert>
            <InquiryForm listingId={listing.id} listingName={listing.name} />
          </div>
        </div>
      }
    />
  );
}
