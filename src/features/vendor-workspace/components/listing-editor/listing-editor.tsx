import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { getEditableListingQueryOptions, useBusinessCategories } from '@/features/listings';
import { ListingEditorForm } from './listing-editor-form';
import { NotYours } from './not-yours';

/**
 * /manage-listing and /manage-listing/{id}: loads the listing (if any) and the categories, then the
 * editor. The form waits for both: a select whose options arrive after its value shows its first
 * option ("Choose…") though a category is saved.
 */
export function ListingEditor({ id, ownerId }: { id?: string; ownerId: string }) {
  const listing = useQuery({ ...getEditableListingQueryOptions(id ?? ''), enabled: Boolean(id) });
  const categories = useBusinessCategories();
  if ((id && listing.isPending) || categories.isPending)
    return <Spinner label="Loading your listing…" className="py-12" />;
  if (id && listing.isError)
    return <LoadError compact what="this listing" onRetry={() => void listing.refetch()} />;
  if (categories.isError)
    return <LoadError compact what="the categories" onRetry={() => void categories.refetch()} />;
  if (id && !listing.data?.mine) return <NotYours found={Boolean(listing.data)} />;
  return (
    <ListingEditorForm
      key={id ?? 'new'}
      listing={listing.data ?? null}
      categories={categories.data}
      ownerId={ownerId}
    />
  );
}
