import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import { membershipKeys } from '../keys';
import { jsonField } from '../lib/json-field';

export type InvitationState =
  'open' | 'expired' | 'withdrawn' | 'accepted' | 'none' | 'unconfirmed';
export interface MyInvitation {
  state: InvitationState;
  email: string;
  business_name?: string | null;
  expires_at?: string;
}

const STATES: readonly InvitationState[] = [
  'open',
  'expired',
  'withdrawn',
  'accepted',
  'none',
  'unconfirmed',
];

/** my_invitation()'s answer, read field by field. */
export function parseMyInvitation(data: Json): MyInvitation {
  const state = jsonField(data, 'state');
  const business = jsonField(data, 'business_name');
  const expires = jsonField(data, 'expires_at');
  return {
    state: STATES.includes(state as InvitationState) ? (state as InvitationState) : 'none',
    email: String(jsonField(data, 'email') ?? ''),
    business_name: typeof business === 'string' ? business : null,
    expires_at: typeof expires === 'string' ? expires : undefined,
  };
}

/** The signed-in person's own invitation, in whatever state it is. */
export const getMyInvitationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: membershipKeys.mine(userId),
    queryFn: async (): Promise<MyInvitation> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('my_invitation');
      if (error) throw error;
      return parseMyInvitation(data);
    },
  });
