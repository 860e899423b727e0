import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { fetchListingContacts } from './get-listing-contacts';
import { listingKeys } from '../keys';
import { factFields, LISTING_FACT_COLUMNS, type ListingFactFields } from '../lib/listing-facts';

/**
 * Every public field a vendor edits, the gallery, the changes that wait for review, and whether
 * the vendor took it down (and changed it since). The contact details are private columns: they
 * come from listing_contacts() (fetchListingContacts).
 */
export const EDITABLE_LISTING_COLUMNS =
  `id,name,url_name,status,taken_down_at,changed_since_take_down_at,business_category_id,description,city,state,country,website,instagram,venue_type,guest_capacity,headshot_url,image_url,video_url,${LISTING_FACT_COLUMNS},photos:listing_photos(id,url,alt,position),changes:listing_changes(changes,status,reason)` as const;

export interface EditablePhoto {
  url: string;
  alt: string;
}

/** The fields of a listing its editor shows (the gallery aside). */
export interface ListingFields extends ListingFactFields {
  name: string;
  url_name: string;
  business_category_id: string;
  description: string;
  city: string;
  state: string;
  country: string;
  website: string;
  instagram: string;
  contact_email: string;
  contact_phone: string;
  venue_type: string;
  guest_capacity: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A listing as its editor loads it: for a live listing with changes waiting, the changes over the
 * live values (what the vendor last sent), with the review's state and reason. `mine`: whether
 * the signed-in person owns it. Anyone may read another member's published listing, so reading
 * it is no sign that it may be edited; owner_id is private, so my_listing_ids() answers that.
 */
export async function fetchEditableListing(id: string) {
  // Not an id at all (a mistyped address): not found, without asking the database.
  if (!UUID.test(id)) return null;
  const supabase = await getSupabase();
  const [{ data, error }, contacts, owned] = await Promise.all([
    supabase.from('listings').select(EDITABLE_LISTING_COLUMNS).eq('id', id).maybeSingle(),
    fetchListingContacts([id]),
    supabase.rpc('my_listing_ids'),
  ]);
  if (error) throw error;
  if (owned.error) throw owned.error;
  if (!data) return null;
  const mine = owned.data.includes(data.id);
  const { photos, changes: changeRows, ...listing } = data;
  const live = { ...listing, ...contacts.get(id) };
  const pending = (Array.isArray(changeRows) ? changeRows[0] : changeRows) ?? null;
  const proposed = (pending?.changes ?? {}) as Partial<Record<string, unknown>> & {
    photos?: EditablePhoto[];
  };
  const merged = { ...live, ...proposed };
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const fields: ListingFields = {
    name: text(merged.name),
    url_name: text(merged.url_name),
    business_category_id: text(merged.business_category_id),
    description: text(merged.description),
    city: text(merged.city),
    state: text(merged.state),
    country: text(merged.country),
    website: text(merged.website),
    instagram: text(merged.instagram),
    contact_email: text(merged.contact_email),
    contact_phone: text(merged.contact_phone),
    venue_type: text(merged.venue_type),
    guest_capacity: text(merged.guest_capacity),
    ...factFields(merged),
  };
  const gallery: EditablePhoto[] =
    proposed.photos ??
    [...(photos ?? [])]
      .sort((a, b) => a.position - b.position)
      .map(({ url, alt }) => ({ url, alt }));
  return {
    id: live.id,
    mine,
    status: live.status,
    /** Taken down by its vendor (the database's record), and whether it changed since. */
    takenDown:
      live.taken_down_at && live.status !== 'published' && live.status !== 'pending'
        ? { at: live.taken_down_at, changed: live.changed_since_take_down_at !== null }
        : null,
    cover: text(merged.image_url) || null,
    headshot: text(merged.headshot_url) || null,
    video: text(merged.video_url) || null,
    fields,
    gallery,
    review: pending ? { status: pending.status, reason: pending.reason } : null,
  };
}

export type EditableListing = NonNullable<Awaited<ReturnType<typeof fetchEditableListing>>>;

export const getEditableListingQueryOptions = (id: string) =>
  queryOptions({ queryKey: listingKeys.edit(id), queryFn: () => fetchEditableListing(id) });
