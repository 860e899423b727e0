import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, renderRoute, serveTable } from '@/testing/listings';
import { MySuspendedNotice } from './suspended-notice';

describe('MySuspendedNotice', () => {
  it('tells a suspended member why, with whom to write to', async () => {
    const asked = serveTable('vendor_members', () => ({
      body: [
        { status: 'suspended', status_reason: 'Photos from another studio.', joined_at: null },
      ],
    }));
    renderRoute(<MySuspendedNotice userId="u-1" />, '/account-settings');
    expect(
      await screen.findByRole('region', { name: 'Your membership is suspended' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('“Photos from another studio.”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(asked[0]!.searchParams.get('user_id')).toBe('eq.u-1');
  });

  it('shows nothing to an active member or someone who is not one', async () => {
    for (const rows of [[{ status: 'active', status_reason: null, joined_at: null }], []]) {
      const asked = serveTable('vendor_members', () => ({ body: rows }));
      const { unmount } = renderRoute(<MySuspendedNotice userId="u-1" />, '/account-settings');
      await waitFor(() => expect(asked).toHaveLength(1), FIRST_LOAD);
      // Give the answer a moment to render, had it anything to show.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
    }
  });
});
