import type { EditablePhoto, ListingFields } from '../api/get-editable-listing';
import type { ListingPageData } from '../api/get-listing';
import { useBusinessCategories } from '../api/get-business-categories';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { factColumns } from '../lib/listing-facts';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { ListingProfile } from './listing-profile';

/**
 * The editor's preview: the public page's own components (profile, gallery) fed with what the
 * vendor is editing, so what they see is what couples will see.
 */
export function ListingPreview({
  id,
  fields,
  gallery,
  cover,
  headshot,
}: {
  id: string;
  fields: ListingFields;
  gallery: EditablePhoto[];
  cover: string | null;
  headshot?: string | null;
}) {
  const categories = useBusinessCategories();
  const category = categories.data?.find((entry) => entry.id === fields.business_category_id);
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  const listing: ListingPageData = {
    id,
    name: fields.name || 'Your name',
    url_name: fields.url_name,
    description: blank(fields.description),
    headshot_url: headshot ?? null,
    image_url: cover,
    video_url: null,
    city: blank(fields.city),
    state: blank(fields.state),
    country: blank(fields.country),
    venue_type: blank(fields.venue_type),
    guest_capacity: fields.guest_capacity ? Number(fields.guest_capacity) : null,
    price_tier: null,
    ...factColumns(fields, fields.business_category_id === BUSINESS_CATEGORY_IDS.venue),
    website: blank(fields.website),
    instagram: blank(fields.instagram),
    is_featured: false,
    business_category_id: fields.business_category_id,
    updated_at: new Date().toISOString(),
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    photos: gallery.map((photo, position) => ({
      id: photo.url,
      url: photo.url,
      alt: photo.alt,
      position,
    })),
    featuredIn: [],
    oftenWith: [],
  };
  return (
    <div className="flex flex-col gap-section">
      <ListingProfile listing={listing} />
      <ListingFacts listing={listing} />
      {listing.photos.length > 0 ? (
        <ListingGallery photos={listing.photos} listingName={listing.name} />
      ) : null}
    </div>
  );
}
