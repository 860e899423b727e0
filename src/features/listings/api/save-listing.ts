import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { getSupabase } from '@/lib/supabase';
import type { EditablePhoto, ListingFields } from './get-editable-listing';
import { listingKeys } from '../keys';
import { removeListingFiles } from './remove-listing-files';
import { factColumns } from '../lib/listing-facts';

export interface SaveListingInput {
  /** Absent for a new listing. */
  id?: string;
  ownerId: string;
  /** The listing's status as loaded: a published one changes through review. */
  status?: string;
  fields: ListingFields;
  gallery: EditablePhoto[];
  /** The gallery as loaded: photos no longer in it have their files removed (drafts). */
  previousGallery?: EditablePhoto[];
  cover: string | null;
  /** The square portrait and the short film (storage paths), or null. */
  headshot?: string | null;
  video?: string | null;
  /** Send it for review (a draft) or send the changes (a live listing); otherwise keep a draft. */
  submit: boolean;
}

/** The row's columns from the form's strings: empty is null, the capacity a number. */
function columns(
  fields: ListingFields,
  media: { cover: string | null; headshot?: string | null; video?: string | null },
) {
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: fields.name.trim(),
    business_category_id: fields.business_category_id,
    description: blank(fields.description),
    city: blank(fields.city),
    state: blank(fields.state),
    country: blank(fields.country),
    website: blank(fields.website),
    instagram: blank(fields.instagram),
    contact_email: blank(fields.contact_email),
    contact_phone: blank(fields.contact_phone),
    venue_type: blank(fields.venue_type),
    guest_capacity: fields.guest_capacity.trim() === '' ? null : Number(fields.guest_capacity),
    image_url: media.cover,
    headshot_url: media.headshot ?? null,
    video_url: media.video ?? null,
    ...factColumns(fields, fields.business_category_id === BUSINESS_CATEGORY_IDS.venue),
  };
}

/**
 * Saves the editor: a new listing is created as a draft (its id then names its media folder); a
 * draft, a listing in review or an archived one is updated in place with its gallery (and sent for
 * review when asked); a published one keeps its live version and sends the changes, gallery
 * included, to listing_changes for an admin to approve. Returns the listing's id.
 */
export async function saveListing(input: SaveListingInput): Promise<string> {
  const supabase = await getSupabase();
  const row = columns(input.fields, input);
  if (!input.id) {
    const { data, error } = await supabase
      .from('listings')
      .insert({ ...row, url_name: input.fields.url_name, owner_id: input.ownerId, status: 'draft' })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }
  if (input.status === 'published') {
    // The web address stays as published (links to the page keep working).
    const { error } = await supabase.from('listing_changes').upsert({
      listing_id: input.id,
      changes: { ...row, photos: input.gallery.map(({ url, alt }) => ({ url, alt })) },
    });
    if (error) throw error;
    return input.id;
  }
  const update = await supabase
    .from('listings')
    .update({ ...row, url_name: input.fields.url_name })
    .eq('id', input.id);
  if (update.error) throw update.error;
  // The gallery as shown: its rows replaced in their new order, in one transaction.
  const gallery = await supabase.rpc('replace_listing_photos', {
    listing_id: input.id,
    photos: input.gallery.map((photo) => ({ url: photo.url, alt: photo.alt.trim() })),
  });
  if (gallery.error) throw gallery.error;
  // Photos taken out of the gallery leave storage too (only files in the listing's own folder).
  const kept = new Set(input.gallery.map((photo) => photo.url));
  await removeListingFiles(
    (input.previousGallery ?? [])
      .map((photo) => photo.url)
      .filter((url) => !kept.has(url) && url.startsWith(`listings/${input.id}/`)),
  );
  if (input.submit || input.status === 'archived') {
    const status = input.submit ? 'pending' : 'draft';
    const moved = await supabase.from('listings').update({ status }).eq('id', input.id);
    if (moved.error) throw moved.error;
  }
  return input.id;
}

/** Every view of the listings refreshes, and the admin area's (its review counts a submission). */
export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      ]),
  });
}
