import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PREVIEW_IMAGE_PATH } from '@/config/site';
import { cardRow } from '@/testing/listings';
import { ListingCard } from './listing-card';
import { ListingGrid } from './listing-grid';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ListingCard', () => {
  it('is one link named by the vendor, to /index/{url_name}, with category and place', () => {
    inRouter(<ListingCard listing={cardRow({ is_featured: true })} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Bellandi Fotografia');
    expect(link).toHaveAttribute('href', '/index/bellandi-fotografia');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Bellandi Fotografia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Photography')).toBeInTheDocument();
    expect(screen.getByText('Florence, Tuscany · Italy')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
  });

  it('shows the portrait card crop with intrinsic size and srcset, decorative, lazy by default', () => {
    const { container } = inRouter(<ListingCard listing={cardRow()} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toMatch(
      /\/storage\/v1\/object\/public\/media\/demo\/listings\/bellandi-fotografia\/cover-card\.webp$/,
    );
    expect(image).toHaveAttribute('width', '574');
    expect(image).toHaveAttribute('height', '800');
    expect(image.getAttribute('srcset')).toMatch(/cover-card\.webp 574w$/);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the headshot, then to the 287x400 placeholder', () => {
    const { container, rerender } = inRouter(
      <ListingCard listing={cardRow({ image_url: null })} />,
    );
    expect(container.querySelector('img')!.getAttribute('src')).toMatch(/headshot-600\.webp$/);
    rerender(
      <MemoryRouter>
        <ListingCard listing={cardRow({ image_url: null, headshot_url: null })} />
      </MemoryRouter>,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', PLACEHOLDER_PREVIEW_IMAGE_PATH);
    expect(image).toHaveAttribute('width', '287');
    expect(image).toHaveAttribute('height', '400');
  });

  it('shows a venue’s type and capacity', () => {
    inRouter(<ListingCard listing={cardRow({ venue_type: 'Vineyard', guest_capacity: 180 })} />);
    expect(screen.getByText('Vineyard · Up to 180 guests')).toBeInTheDocument();
  });

  it('has a compact 287x400 variant for the menu, with the name over the image', () => {
    const { container } = inRouter(
      <ListingCard listing={cardRow()} variant="compact" imageLoading="eager" headingLevel={4} />,
    );
    expect(container.querySelector('article')!.className).toMatch(/aspect-preview/);
    expect(container.querySelector('article')!.className).toMatch(/w-preview/);
    expect(
      screen.getByRole('heading', { level: 4, name: 'Bellandi Fotografia' }),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.queryByText('Florence, Tuscany · Italy')).not.toBeInTheDocument();
  });
});

describe('ListingGrid', () => {
  const listings = Array.from({ length: 7 }, (_, index) =>
    cardRow({ id: `l-${index}`, name: `Vendor ${index}`, url_name: `vendor-${index}` }),
  );

  it('loads the first row eagerly, the first image with high priority, the rest lazily', () => {
    inRouter(<ListingGrid listings={listings} priority label="Vendors" />);
    const list = screen.getByRole('list', { name: 'Vendors' });
    const images = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('below the fold: every image lazy, none high priority', () => {
    const { container } = inRouter(<ListingGrid listings={listings} eagerCount={0} label="More" />);
    const images = [...container.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images.some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
  });
});
