import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { fetchListingContacts } from './get-listing-contacts';
import { listingKeys } from '../keys';
import { LISTING_FACT_COLUMNS } from '../lib/listing-facts';

/**
 * What a reviewer compares: the live values of every field a change may hold, and the gallery.
 * The contact details are private columns, added from listing_contacts() (one more request).
 * The page itself (credits, photo ids) is fetched only when a preview opens (get-listing-preview).
 */
export const REVIEW_LISTING_COLUMNS =
  `id,name,url_name,status,description,business_category_id,city,state,country,website,instagram,venue_type,guest_capacity,price_tier,headshot_url,image_url,video_url,${LISTING_FACT_COLUMNS},updated_at,category:business_categories(name),photos:listing_photos(url,alt,position)` as const;

/**
 * The admins' listing review: new listings sent for review, and changes to live listings that
 * wait beside them (each with the live row to compare against), then the contact details of all
 * of them. Three requests, whatever the count.
 */
export async function fetchListingReview() {
  const supabase = await getSupabase();
  const [submitted, changes] = await Promise.all([
    supabase
      .from('listings')
      .select(REVIEW_LISTING_COLUMNS)
      .eq('status', 'pending')
      .order('updated_at', { ascending: true }),
    supabase
      .from('listing_changes')
      .select(
        `listing_id,changes,status,reason,submitted_at,listing:listings(${REVIEW_LISTING_COLUMNS})`,
      )
      .eq('status', 'pending')
      .order('submitted_at', { ascending: true }),
  ]);
  if (submitted.error) throw submitted.error;
  if (changes.error) throw changes.error;
  const contacts = await fetchListingContacts([
    ...submitted.data.map((listing) => listing.id),
    ...changes.data.flatMap((change) => (change.listing ? [change.listing.id] : [])),
  ]);
  const withContact = <Listing extends { id: string }>(listing: Listing) => ({
    ...listing,
    contact_email: contacts.get(listing.id)?.contact_email ?? null,
    contact_phone: contacts.get(listing.id)?.contact_phone ?? null,
  });
  return {
    submitted: submitted.data.map(withContact),
    changes: changes.data.map((change) => ({
      ...change,
      listing: change.listing ? withContact(change.listing) : null,
    })),
  };
}

export type ListingReview = Awaited<ReturnType<typeof fetchListingReview>>;

export const getListingReviewQueryOptions = () =>
  queryOptions({ queryKey: listingKeys.review(), queryFn: fetchListingReview });
