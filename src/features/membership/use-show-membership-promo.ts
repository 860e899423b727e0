import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { getMyMembershipQueryOptions } from './api/get-my-membership';

/**
 * Whether the page frame offers "I Want In" (the membership promo): to visitors and to signed-in
 * people without a membership, who may still apply. Not to administrators, nor to members
 * (active or suspended), for whom it would be noise on every dashboard page. Nothing is decided
 * while the session or the membership is being read (the promo sits below the first screen, so
 * appearing a moment later moves nothing), which keeps a member from seeing it flash.
 */
export function useShowMembershipPromo(): boolean {
  const { user, isAdmin, loading } = useAuth();
  const membership = useQuery({
    ...getMyMembershipQueryOptions(user?.id ?? ''),
    enabled: Boolean(user) && !isAdmin,
  });
  if (loading || isAdmin) return false;
  if (!user) return true;
  // A failed lookup shows the promo: the visitor's default, and only an invitation to apply.
  if (membership.isError) return true;
  return membership.isSuccess && membership.data === null;
}
