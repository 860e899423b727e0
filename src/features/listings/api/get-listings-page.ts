import { getSupabase } from '@/lib/supabase';
import { DIRECTORY_PAGE_SIZE } from '@/config/site';
import type { ListingFilters } from '../keys';
import type { ListingCardData } from '../lib/listing-columns';
import { listingsBookedOn, selectListingsPage } from './select-listings-page';

/** One page of cards and what the pagination needs. */
export interface ListingsPage {
  listings: ListingCardData[];
  /** All matching listings, not only this page's. */
  total: number;
  page: number;
  pageCount: number;
}

/** PostgREST's answer when the page starts past the last row (416 Range Not Satisfiable). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/**
 * The shared fetcher of /index and /venues: rows and the exact total in one request. A page past
 * the end is not an error: it comes back empty, and the page offers a way back.
 */
export async function fetchListingsPage(filters: ListingFilters): Promise<ListingsPage> {
  const supabase = await getSupabase();
  // "Leave out vendors booked that day": the booked ids first, so the total and the pages count
  // only the listings shown (one more request, only while the filter is on).
  const leaveOut = filters.freeOn ? await listingsBookedOn(supabase, filters.freeOn) : [];
  const { data, error, count } = await selectListingsPage(supabase, filters, leaveOut);
  const page = filters.page ?? 1;
  if (error && error.code !== RANGE_NOT_SATISFIABLE) throw error;
  const total = count ?? 0;
  return {
    listings: error ? [] : (data ?? []),
    total,
    page,
    pageCount: Math.ceil(total / DIRECTORY_PAGE_SIZE),
  };
}
