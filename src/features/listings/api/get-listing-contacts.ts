import { getSupabase } from '@/lib/supabase';

export interface ListingContact {
  contact_email: string | null;
  contact_phone: string | null;
}

/**
 * The private contact details of these listings, as far as the caller may read them (their own;
 * an admin any): the columns are not selectable from listings, so one RPC brings them, by id.
 */
export async function fetchListingContacts(ids: string[]): Promise<Map<string, ListingContact>> {
  if (ids.length === 0) return new Map();
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('listing_contacts', { listing_ids: ids });
  if (error) throw error;
  return new Map(
    data.map(({ listing_id, contact_email, contact_phone }) => [
      listing_id,
      { contact_email, contact_phone },
    ]),
  );
}
