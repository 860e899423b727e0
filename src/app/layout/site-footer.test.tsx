import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '@/lib/supabase';
import { createFakeSupabase, fakeSession, fakeUser } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { SiteFooter } from './site-footer';

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(getSupabase).mockResolvedValue(createFakeSupabase().client);
});

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }], {
    initialEntries: ['/about'],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteFooter', () => {
  it('links the spec’s pages', async () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Vendor Login' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/',
      '/submissions',
      '/careers',
      '/contact',
      '/about',
      '/diversity',
      '/terms-of-use',
      '/privacy-policy',
      '/login',
      '/venues',
      '/index',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(within(footer).getByRole('link', { name: 'Vendor Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('offers someone signed in their dashboard instead of the vendor login', async () => {
    const user = fakeUser('user-ana', 'vendor.ana@perfete.local');
    vi.mocked(getSupabase).mockResolvedValue(
      createFakeSupabase({ session: fakeSession(user) }).client,
    );
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Vendor Dashboard' })).toHaveAttribute(
      'href',
      '/vendor-dashboard',
    );
    expect(within(footer).queryByRole('link', { name: 'Vendor Login' })).not.toBeInTheDocument();
  });

  it('opens each social profile in a new tab, safely, with an accessible name', () => {
    renderFooter();
    for (const network of ['Instagram', 'Pinterest', 'Facebook', 'TikTok', 'YouTube']) {
      const link = screen.getByRole('link', { name: `Perféte on ${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('filters the directory by category, with the spec’s words where it uses words', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Photography' })).toHaveAttribute(
      'href',
      '/index?category=20000000-0000-4000-8000-000000000003',
    );
    expect(screen.getByRole('link', { name: 'Catering' })).toHaveAttribute(
      'href',
      '/index?category=Cakes+%26+Catering',
    );
    expect(screen.getByRole('link', { name: 'Lighting' })).toHaveAttribute(
      'href',
      '/index?category=Lighting',
    );
  });

  it('navigates and scrolls to the top when a link is chosen', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderFooter();

    await userEvent.click(screen.getByRole('link', { name: 'Careers' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('has a Start Survey button that says it opens soon and does nothing', async () => {
    const { router } = renderFooter();
    const button = screen.getByRole('button', { name: 'Start Survey' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Survey opens soon');

    await userEvent.click(button);

    expect(router.state.location.pathname).toBe('/about');
  });
});
