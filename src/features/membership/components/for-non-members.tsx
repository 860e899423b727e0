import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getMyMembershipQueryOptions } from '../api/get-my-membership';

/**
 * What only someone who may still apply should see (the membership promo, given as `children`),
 * for a signed-in person: shown once we know they have no membership. A member, active or
 * suspended, does not get "I Want In" on every page; a failed lookup shows it, as a visitor would
 * see it. The page frame loads this lazily: visitors get the promo without the lookup, and its
 * code stays off the first paint (the promo itself is passed in, so it stays in the frame's chunk).
 */
export function ForNonMembers({ userId, children }: { userId: string; children: ReactNode }) {
  const membership = useQuery(getMyMembershipQueryOptions(userId));
  if (membership.isPending) return null;
  if (membership.isSuccess && membership.data !== null) return null;
  return children;
}
