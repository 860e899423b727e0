import { render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_PATH, PLACEHOLDER_PREVIEW_IMAGE_PATH } from '@/config/site';
import type { PostCardPost } from '@/features/posts';
import { fashionBadge } from './bridal-fashion-week-section';
import { authorName, categoryLabel, PostCard } from '@/features/posts';
import { firstVideo } from '../lib/first-video';

const POST: PostCardPost = {
  id: 'p1',
  title: 'A Garden Wedding',
  slug: 'a-garden-wedding',
  excerpt: 'Roses everywhere.',
  featured_image: 'demo/posts/a-garden-wedding-1600.webp',
  author: null,
  published_at: '2026-11-01T00:00:00Z',
  created_at: '2026-11-01T00:00:00Z',
  video_url: [],
  is_opinion: false,
  category: null,
  subcategory: null,
  subcategory_ref: null,
  profile: null,
};

function renderCard(
  post: Partial<PostCardPost>,
  props: Partial<Parameters<typeof PostCard>[0]> = {},
) {
  return render(
    <MemoryRouter>
      <PostCard
        variant="home-md"
        post={{ ...POST, ...post }}
        sectionName="Real Weddings"
        sizes="100vw"
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('card labels', () => {
  it('By: full_name, else the author field, else Anonymous', () => {
    expect(authorName({ author: 'Text Byline', profile: { full_name: 'Profile Name' } })).toBe(
      'Profile Name',
    );
    expect(authorName({ author: 'Text Byline', profile: { full_name: null } })).toBe('Text Byline');
    expect(authorName({ author: '  ', profile: null })).toBe('Anonymous');
  });

  it('label: subcategory name, else the section name, else Category', () => {
    expect(categoryLabel({ subcategory_ref: { name: 'Elopements' } }, 'Real Weddings')).toBe(
      'Elopements',
    );
    expect(categoryLabel({ subcategory_ref: null }, 'Real Weddings')).toBe('Real Weddings');
    expect(categoryLabel({ subcategory_ref: null })).toBe('Category');
  });

  it('the first non-empty video of the array is used', () => {
    expect(firstVideo({ video_url: ['', 'a.mp4', 'b.mp4'] })).toBe('a.mp4');
    expect(firstVideo({ video_url: [] })).toBeUndefined();
  });

  it('OPINION for opinion pieces, HOT otherwise', () => {
    expect(fashionBadge(true)).toBe('OPINION');
    expect(fashionBadge(false)).toBe('HOT');
  });
});

describe('PostCard', () => {
  it('links to /blog/{slug} and shows label, title, excerpt and byline', () => {
    renderCard({ subcategory_ref: { name: 'Elopements' }, profile: { full_name: 'Margaux Hale' } });
    expect(screen.getByRole('link', { name: 'A Garden Wedding' })).toHaveAttribute(
      'href',
      '/blog/a-garden-wedding',
    );
    expect(screen.getByText('Elopements')).toBeInTheDocument();
    expect(screen.getByText('Roses everywhere.')).toBeInTheDocument();
    expect(screen.getByText('By Margaux Hale')).toBeInTheDocument();
  });

  it('falls back to the section name and Anonymous', () => {
    renderCard({});
    expect(screen.getByText('Real Weddings')).toBeInTheDocument();
    expect(screen.getByText('By Anonymous')).toBeInTheDocument();
  });

  it('draws the cover with width, height, srcset and sizes; lazy unless it is the LCP image', () => {
    const { container, unmount } = renderCard({});
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1000');
    expect(image.getAttribute('srcset')).toMatch(
      /a-garden-wedding-800\.webp 800w, .*a-garden-wedding-1600\.webp 1600w$/,
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();
    const lcp = renderCard({}, { priority: true }).container.querySelector('img')!;
    expect(lcp).toHaveAttribute('fetchpriority', 'high');
    expect(lcp).toHaveAttribute('loading', 'eager');
  });

  it('shows the placeholder without a featured_image, and a 287x400 one for previews', () => {
    const { container, unmount } = renderCard({ featured_image: null });
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE_PATH);
    unmount();
    const preview = renderCard(
      { featured_image: null },
      { aspect: 'portrait' },
    ).container.querySelector('img')!;
    expect(preview).toHaveAttribute('src', PLACEHOLDER_PREVIEW_IMAGE_PATH);
    expect(preview).toHaveAttribute('width', '287');
    expect(preview).toHaveAttribute('height', '400');
  });

  it('swaps to the placeholder when the image fails to load', () => {
    const { container } = renderCard({});
    const image = container.querySelector('img')!;
    fireEvent.error(image);
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE_PATH);
  });

  it('shows the author avatar when asked', () => {
    const { container } = renderCard(
      { profile: { full_name: 'Imani', avatar_url: 'demo/avatars/imani-256.webp' } },
      { showAvatar: true },
    );
    expect(container.querySelectorAll('img')[1]?.getAttribute('src')).toMatch(
      /demo\/avatars\/imani-256\.webp$/,
    );
  });
});
