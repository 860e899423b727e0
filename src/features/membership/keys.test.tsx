import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mountViews, serveTable } from '@/testing/invalidation';
import { getApplicationsQueryOptions } from './api/get-applications';
import { getMyMembershipQueryOptions } from './api/get-my-membership';
import { membershipKeys } from './keys';

describe('membershipKeys', () => {
  it('invalidating membershipKeys.all runs the review queue and a membership again', async () => {
    // An admin decides between the two reads: the queue and the member's state both show it.
    let status = 'pending';
    let member = 'active';
    const queue = serveTable('membership_applications', () => [
      { id: 'a-1', business_name: 'Maison Lumen', status },
    ]);
    const membership = serveTable('vendor_members', () => [{ status: member, joined_at: null }]);
    const list = getApplicationsQueryOptions({ state: 'pending', page: 1 });
    const detail = getMyMembershipQueryOptions('u-1');

    const { queryClient, invalidate } = await mountViews(
      () => ({ list: useQuery(list), detail: useQuery(detail) }),
      (views) => views.list.isSuccess && views.detail.isSuccess,
    );
    expect([queue.length, membership.length]).toEqual([1, 1]);

    status = 'in_review';
    member = 'suspended';
    await invalidate(membershipKeys.all);

    expect(queryClient.getQueryData(list.queryKey)?.rows[0]?.status).toBe('in_review');
    expect(queryClient.getQueryData(detail.queryKey)?.status).toBe('suspended');
    expect([queue.length, membership.length]).toEqual([2, 2]);
  });
});
