import type { QueryClient } from '@tanstack/react-query';
import { useLoaded } from '@/hooks/use-loaded';
import type { ListingCategory } from '../lib/listing-columns';
import type { ListingPageData } from '../lib/listing-page-data';
import { listingKeys } from '../keys';

/** The fields of a vendor page's first screen a card may carry (`ListingPageData`'s). */
const LEAD_FIELDS = [
  'image_url',
  'headshot_url',
  'video_url',
  'city',
  'state',
  'country',
  'venue_type',
  'guest_capacity',
  'price_tier',
  'website',
  'instagram',
] as const;

/**
 * What the top of a vendor page needs (its name, category, place and cover): every field but
 * the name and ids may be missing, since a menu's card has fewer than a directory card's, and a
 * story's credit or a search hit only the name. A `ListingPageData` is one.
 */
export type ListingLead = Pick<ListingPageData, 'id' | 'name' | 'url_name'> &
  Partial<Pick<ListingPageData, (typeof LEAD_FIELDS)[number]>> & {
    category?: ListingCategory | null;
  };

/**
 * The lists whose rows are published listings (not a vendor's own, of every status; not the
 * admins' desks), as `listingKeys.lists()` names them.
 */
const CARD_LISTS = new Set([
  'directory',
  'venues',
  'featured',
  'menu',
  'with-photos',
  'suggestions',
  'related',
  'compare',
  'by-ids',
]);

const isCategory = (value: unknown): value is ListingCategory =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ListingCategory).id === 'string' &&
  typeof (value as ListingCategory).name === 'string';

/** A card row as a lead: only the fields it has, so a missing one is "not known yet". */
function leadOf(row: Record<string, unknown>, urlName: string): ListingLead | undefined {
  if (
    typeof row.id !== 'string' ||
    typeof row.name !== 'string' ||
    typeof row.url_name !== 'string' ||
    row.url_name.toLowerCase() !== urlName
  )
    return undefined;
  const lead: ListingLead = { id: row.id, name: row.name, url_name: row.url_name };
  for (const field of LEAD_FIELDS) {
    if (field in row) Object.assign(lead, { [field]: row[field] });
  }
  if (isCategory(row.category)) lead.category = { id: row.category.id, name: row.category.name };
  return lead;
}

/** The row with this url_name in a list's data: a page of cards, an array, a section's rows. */
function findIn(value: unknown, urlName: string, depth: number): ListingLead | undefined {
  if (depth > 3 || typeof value !== 'object' || value === null) return undefined;
  if (!Array.isArray(value)) {
    const lead = leadOf(value as Record<string, unknown>, urlName);
    if (lead) return lead;
  }
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findIn(child, urlName, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The vendor's card from a list already loaded (the directory, /venues, a menu panel, the home
 * page's vendors, more vendors, Compare), so their name, category, place and cover are drawn the
 * moment the page opens, while its one request is on the way (#45). Undefined when no loaded
 * list has them.
 */
export function findListingLead(
  queryClient: QueryClient,
  urlName: string,
): ListingLead | undefined {
  const wanted = urlName.toLowerCase();
  for (const [key, data] of queryClient.getQueriesData({ queryKey: listingKeys.lists() })) {
    if (!CARD_LISTS.has(String(key[2]))) continue;
    const found = findIn(data, wanted, 0);
    if (found) return found;
  }
  return undefined;
}

/** `findListingLead` for the page while `enabled` (the listing itself is not loaded yet). */
export function useListingLead(urlName: string, enabled: boolean): ListingLead | undefined {
  return useLoaded(findListingLead, urlName, enabled);
}
