import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { likePattern } from '@/lib/like-pattern';
import { getSupabase } from '@/lib/supabase';
import { fetchListingContacts } from './get-listing-contacts';
import { listingKeys } from './listing-keys';
import { removeListingFiles } from './save-listing';

/**
 * What a reviewer compares: the live values of every field a change may hold, and the gallery.
 * The contact details are private columns, added from listing_contacts() (one more request).
 * The page itself (credits, photo ids) is fetched only when a preview opens (get-listing-preview).
 */
export const REVIEW_LISTING_COLUMNS =
  'id,name,url_name,status,description,business_category_id,city,state,country,website,instagram,venue_type,guest_capacity,price_tier,headshot_url,image_url,video_url,updated_at,category:business_categories(name),photos:listing_photos(url,alt,position)';

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

type ReviewAction =
  | { kind: 'publish'; listingId: string }
  /** Back to draft, with the reason the vendor reads (the database refuses a return without). */
  | { kind: 'return'; listingId: string; reason: string }
  | { kind: 'approve-changes'; listingId: string; removedFiles?: string[] }
  | { kind: 'request-changes'; listingId: string; reason: string };

/** One reviewer's decision; the database checks it is an admin's and records who and when. */
export async function reviewListing(action: ReviewAction) {
  const supabase = await getSupabase();
  const { error } =
    action.kind === 'approve-changes'
      ? await supabase.rpc('approve_listing_changes', { listing_id: action.listingId })
      : action.kind === 'request-changes'
        ? await supabase
            .from('listing_changes')
            .update({ status: 'changes_requested', reason: action.reason })
            .eq('listing_id', action.listingId)
        : action.kind === 'return'
          ? await supabase
              .from('listings')
              .update({ status: 'draft', return_reason: action.reason })
              .eq('id', action.listingId)
          : await supabase
              .from('listings')
              .update({ status: 'published' })
              .eq('id', action.listingId);
  if (error) throw error;
  // Photos the approved change took out of the gallery leave storage too (best effort).
  if (action.kind === 'approve-changes' && action.removedFiles?.length)
    await removeListingFiles(
      action.removedFiles.filter((url) => url.startsWith(`listings/${action.listingId}/`)),
    );
}

export function useReviewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** Every featured published listing, newest first (the first FEATURED_LISTING_LIMIT are shown). */
export const getFeaturedForReviewQueryOptions = () =>
  queryOptions({
    queryKey: [...listingKeys.review(), 'featured'] as const,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('listings')
        .select('id,name,url_name,city,country,created_at')
        .eq('status', 'published')
        .eq('is_featured', true)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });

/** Published listings not featured yet whose name matches, for the reviewer to feature. */
export const getFeatureCandidatesQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...listingKeys.review(), 'candidates', { name }] as const,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('listings')
        .select('id,name,url_name,city,country,created_at')
        .eq('status', 'published')
        .eq('is_featured', false)
        .ilike('name', likePattern(name))
        .order('name')
        .limit(8);
      if (error) throw error;
      return data;
    },
  });

/** Features or unfeatures a listing (admins only, the listings guard says). */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, featured }: { id: string; featured: boolean }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('listings')
        .update({ is_featured: featured })
        .eq('id', id);
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
