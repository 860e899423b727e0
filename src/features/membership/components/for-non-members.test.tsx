import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '@/lib/supabase';
import { createFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { MembershipPromo } from './membership-promo';
import { ForNonMembers } from './for-non-members';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

let fake: ReturnType<typeof createFakeSupabase>;

function renderPromo(userId: string) {
  return renderWithProviders(
    <MemoryRouter>
      <p>Page</p>
      <ForNonMembers userId={userId}>
        <MembershipPromo />
      </ForNonMembers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fake = createFakeSupabase();
  vi.mocked(getSupabase).mockResolvedValue(fake.client);
});

describe('ForNonMembers', () => {
  it('offers membership to someone signed in without one', async () => {
    renderPromo('user-reader');
    expect(await screen.findByRole('region', { name: 'VENDOR MEMBERSHIP' })).toBeInTheDocument();
    expect(fake.from).toHaveBeenCalledWith('vendor_members');
  });

  it('offers nothing to a member, not even while asking', async () => {
    fake.members.add('user-ana');
    renderPromo('user-ana');
    expect(screen.queryByRole('region', { name: 'VENDOR MEMBERSHIP' })).not.toBeInTheDocument();
    await waitFor(() => expect(fake.from).toHaveBeenCalledWith('vendor_members'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'VENDOR MEMBERSHIP' })).not.toBeInTheDocument();
  });
});
