import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MobileMenu } from './mobile-menu';

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <MobileMenu /> }], {
    initialEntries: ['/about'],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

const toggle = () => screen.getByRole('button', { name: /menu$/ });
/** Opens the menu and waits for its lazily loaded contents. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(toggle());
  await screen.findByRole('navigation', { name: 'Mobile' }, { timeout: 3000 });
}
const group = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MobileMenu', () => {
  it('opens from a toggle that names its state and the panel it controls', async () => {
    const user = userEvent.setup();
    renderMenu();

    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();

    await openMenu(user);

    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus());
  });

  it('expands and collapses the groups Venues, Blog and Vendors independently', async () => {
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    for (const name of ['Venues', 'Blog', 'Vendors']) {
      expect(group(name)).toHaveAttribute('aria-expanded', 'false');
    }

    await user.click(group('Venues'));
    await user.click(group('Vendors'));

    expect(group('Venues')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Blog')).toHaveAttribute('aria-expanded', 'false');
    expect(group('Vendors')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'HOTEL' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'PHOTOGRAPHY' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /TRENDS/ })).not.toBeInTheDocument();

    await user.click(group('Venues'));

    expect(group('Venues')).toHaveAttribute('aria-expanded', 'false');
    expect(group('Vendors')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('link', { name: 'HOTEL' })).not.toBeInTheDocument();
  });

  it('links the blog group to the section pages', async () => {
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    await user.click(group('Blog'));

    const list = document.getElementById(group('Blog').getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'JEWELRY' })).toHaveAttribute(
      'href',
      '/blog/jewelry',
    );
    expect(within(list).getByRole('link', { name: /TRENDS/ })).toHaveTextContent('NEW');
  });

  it('navigates, scrolls to the top and closes when an item is chosen', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    const { router } = renderMenu();
    await openMenu(user);
    await user.click(group('Venues'));

    await user.click(screen.getByRole('link', { name: 'VINEYARD' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/venues'));
    expect(router.state.location.search).toBe('?type=Vineyard');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Open menu');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);

    await user.keyboard('{Escape}');

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps Tab inside the open menu: after the last item comes the toggle', async () => {
    const user = userEvent.setup();
    renderMenu();
    await openMenu(user);
    await user.click(group('Vendors'));
    screen.getByRole('link', { name: 'OFFICIANT' }).focus();
    // After the groups: the saved list, then (a visitor's last item) Sign in.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Saved 0' })).toHaveFocus();
    await user.tab();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveFocus();
    expect(signIn).toHaveAttribute('href', '/login');

    await user.tab();

    expect(toggle()).toHaveFocus();
  });
});
