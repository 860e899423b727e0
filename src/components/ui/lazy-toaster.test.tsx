import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { clearToasts, dismiss, toast } from './use-toast';

beforeEach(() => {
  clearToasts();
});

describe('<LazyToaster/>', () => {
  it('renders nothing until the first toast, then the toaster with it', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Logged out successfully' });
    });

    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  });

  it('stays mounted once loaded', async () => {
    render(<LazyToaster />);
    act(() => {
      toast({ title: 'First' });
    });
    await screen.findByText('First');

    act(() => dismiss());
    act(() => clearToasts());

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
