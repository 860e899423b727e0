import { VISITOR_ID_STORAGE_KEY } from '@/config/site';
import { getSupabase } from '@/lib/supabase';

/**
 * The browser's random visitor id: not personal data, kept only so one visitor counts once a day
 * (the database hashes it with the day). Null where storage is unavailable: nothing is counted.
 */
function visitorId(): string | null {
  try {
    let id = window.localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(VISITOR_ID_STORAGE_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** Counts a view of a published listing's page (at most one per visitor and day, in the database). */
export async function recordListingView(listingId: string): Promise<void> {
  const visitor = visitorId();
  if (!visitor) return;
  const supabase = await getSupabase();
  // A view that could not be counted is not the visitor's concern: nothing to show or retry.
  await supabase.rpc('record_listing_view', { listing_id: listingId, visitor });
}
