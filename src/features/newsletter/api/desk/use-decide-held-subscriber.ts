import { useAdminWrite } from '@/lib/admin-write';
import { getSupabase } from '@/lib/supabase';
import { newsletterKeys } from '../../keys';

/** A held subscribe released (its confirmation email goes now) or deleted. */
export async function decideHeldSubscriber(input: { id: string; decision: 'release' | 'delete' }) {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('newsletter_decide_held', {
    subscriber_id: input.id,
    decision: input.decision,
  });
  if (error) throw error;
}

export const useDecideHeldSubscriber = () =>
  useAdminWrite(newsletterKeys.all, { mutationFn: decideHeldSubscriber });
