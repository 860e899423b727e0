import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { clearToasts, toast } from './use-toast';

beforeAll(() => {
  // jsdom has no pointer capture; Radix Toast's swipe handling asks for it on pointer up.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

beforeEach(() => {
  clearToasts();
});

describe('<Toaster/>', () => {
  it('shows toasts newest first in a labelled notifications region (F8)', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'The first one' });
      toast({ title: 'Second' });
    });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/First|Second/).textContent)).toEqual([
      'Second',
      'First',
    ]);
    expect(within(region).getByText('The first one')).toBeInTheDocument();
  });

  it('marks a destructive toast as foreground and an ordinary one as background', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
      toast({ title: 'Access Denied', variant: 'destructive' });
    });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const [denied, saved] = within(region).getAllByRole('listitem');
    expect(denied).toHaveTextContent('Access Denied');
    expect(denied!.className).toMatch(/bg-red-800/);
    expect(saved!.className).not.toMatch(/bg-red-800/);
    // Radix announces a foreground toast assertively, a background one politely.
    const announcers = screen
      .getAllByRole('status')
      .filter((element) => element.getAttribute('aria-live') !== 'off')
      .map((element) => element.getAttribute('aria-live'));
    expect(announcers.sort()).toEqual(['assertive', 'polite']);
  });

  it('closes a toast from its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });

    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));

    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications with F8', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Focus me' });
    });

    // user-event has no key code for F8; Radix matches on `event.code`.
    fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
