import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { listingKeys } from '../keys';
import type { ListingState } from '../lib/listing-state';

type ModerationAction =
  { kind: 'status'; id: string; status: ListingState } | { kind: 'delete'; id: string };

/**
 * Archive, restore (to draft, or published again) or delete for good. The database allows the
 * delete for archived listings only and refuses it while inquiries or credits point at one.
 */
export async function moderateListing(action: ModerationAction) {
  const supabase = await getSupabase();
  if (action.kind === 'status') {
    const { data, error } = await supabase
      .from('listings')
      .update({ status: action.status })
      .eq('id', action.id)
      .select('id');
    if (error) throw error;
    if (data.length === 0) throw new Error('That listing is no longer there.');
    return;
  }
  const { data, error } = await supabase
    .from('listings')
    .delete()
    .eq('id', action.id)
    .eq('status', 'archived')
    .select('id');
  if (error) {
    if (error.code === '23503')
      throw new Error(
        'Couples’ inquiries or magazine credits point at this listing; it stays archived so they are kept.',
      );
    throw error;
  }
  if (data.length === 0) throw new Error('Only an archived listing can be deleted for good.');
}

export function useModerateListing() {
  return useAdminWrite(listingKeys.all, { mutationFn: moderateListing });
}
