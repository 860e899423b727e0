import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth';
import { getSupabase } from '@/lib/supabase';
import { createFakeSupabase, fakeSession, fakeUser } from '@/testing/fake-supabase';
import { createTestQueryClient } from '@/testing/render';
import { useShowMembershipPromo } from './use-show-membership-promo';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

const ana = fakeUser('user-ana', 'vendor.ana@perfete.local');

type Fake = ReturnType<typeof createFakeSupabase>;

/** The rule for a visitor (`null`) or for Ana, signed in, arranged by `setUp`. */
function renderPromoRule(setUp: ((fake: Fake) => void) | null) {
  const fake = createFakeSupabase({ session: setUp ? fakeSession(ana) : null });
  setUp?.(fake);
  vi.mocked(getSupabase).mockResolvedValue(fake.client);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return { fake, ...renderHook(() => useShowMembershipPromo(), { wrapper }) };
}

beforeEach(() => localStorage.clear());

describe('useShowMembershipPromo', () => {
  it('offers the promo to visitors once the session is known, not before', async () => {
    const { result } = renderPromoRule(null);
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('offers it to someone signed in without a membership', async () => {
    const { result, fake } = renderPromoRule(() => {});
    await waitFor(() => expect(result.current).toBe(true));
    expect(fake.from).toHaveBeenCalledWith('vendor_members');
  });

  it('hides it from a member', async () => {
    const { result, fake } = renderPromoRule((fake) => void fake.members.add(ana.id));
    await waitFor(() => expect(fake.from).toHaveBeenCalledWith('vendor_members'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
  });

  it('hides it from an administrator without asking about membership', async () => {
    const { result, fake } = renderPromoRule((fake) => void fake.admins.set(ana.id, true));
    await waitFor(() => expect(fake.adminQueries).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    expect(fake.from).not.toHaveBeenCalledWith('vendor_members');
  });
});
