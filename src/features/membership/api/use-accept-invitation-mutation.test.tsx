import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { updatePassword } from '@/features/auth';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { membershipKeys } from '../keys';
import { useAcceptInvitationMutation } from './use-accept-invitation-mutation';

const steps: string[] = [];
vi.mock('@/features/auth', () => ({
  authKeys: { all: ['auth'] },
  updatePassword: vi.fn(),
  signOutOtherDevices: vi.fn(async () => {
    steps.push('sign out others');
  }),
}));

function mount() {
  const queryClient = createTestQueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAcceptInvitationMutation(), { wrapper });
  return { result, invalidated };
}

describe('useAcceptInvitationMutation', () => {
  it('sets the password, accepts, signs out the other sessions, then refreshes the membership and the account', async () => {
    steps.length = 0;
    vi.mocked(updatePassword).mockImplementation(async (password: string) => {
      steps.push(`password ${password}`);
    });
    server.use(
      http.post('*/rest/v1/rpc/accept_my_invitation', () => {
        steps.push('accept');
        return HttpResponse.json({ listing_id: 'l-9' });
      }),
    );
    const { result, invalidated } = mount();

    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync('a long new password');
    });
    expect(steps).toEqual(['password a long new password', 'accept', 'sign out others']);
    expect(answer).toEqual({ listingId: 'l-9' });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: membershipKeys.all });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['auth'] });
  });

  it('accepts nothing and refreshes nothing when the password is refused', async () => {
    steps.length = 0;
    vi.mocked(updatePassword).mockRejectedValue(new Error('Password is too weak'));
    server.use(
      http.post('*/rest/v1/rpc/accept_my_invitation', () => {
        steps.push('accept');
        return HttpResponse.json({ listing_id: 'l-9' });
      }),
    );
    const { result, invalidated } = mount();

    await act(async () => {
      await expect(result.current.mutateAsync('weak')).rejects.toThrow('Password is too weak');
    });
    expect(steps).toEqual([]);
    expect(invalidated).not.toHaveBeenCalled();
  });
});
