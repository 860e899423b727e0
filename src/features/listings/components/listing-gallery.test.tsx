import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingGallery } from './listing-gallery';

const PHOTOS = [
  { id: 'p0', url: 'demo/listings/x/cover-1200.webp', alt: 'A lens in ivory', position: 0 },
  {
    id: 'p1',
    url: 'demo/listings/x/gallery-1-960.webp',
    alt: 'Petals around a bloom',
    position: 1,
  },
  { id: 'p2', url: 'demo/listings/x/gallery-2-960.webp', alt: 'A veil in layers', position: 2 },
];

describe('ListingGallery', () => {
  it('opens the photo in a lightbox, moves with the arrow keys, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<ListingGallery photos={PHOTOS} listingName="Bellandi Fotografia" />);

    const second = screen.getByRole('button', {
      name: 'Enlarge photo 2 of 3: Petals around a bloom',
    });
    second.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Bellandi Fotografia: photographs' });
    expect(within(dialog).getByRole('img', { name: 'Petals around a bloom' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Photo 2 of 3');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'A veil in layers' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'A lens in ivory' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'A veil in layers' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Enlarge photo 3 of 3: A veil in layers' }),
    ).toHaveFocus();
  });

  it('has buttons for people who do not use the keyboard', async () => {
    const user = userEvent.setup();
    render(<ListingGallery photos={PHOTOS} listingName="Bellandi Fotografia" />);
    await user.click(screen.getByRole('button', { name: /Enlarge photo 1 of 3/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByRole('img', { name: 'A veil in layers' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
