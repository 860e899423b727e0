import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_PATH } from '@/config/site';
import { renderWithProviders } from '@/testing/render';
import type { PostCardPost } from '../api/post-fields';
import { PostCard } from './post-card';
import { PostGrid } from './post-grid';

const POST: PostCardPost = {
  id: 'p1',
  title: 'Under the Jacarandas',
  slug: 'under-the-jacarandas',
  excerpt: 'A calenda parade and a courtyard carpeted in violet blossom.',
  featured_image: 'demo/posts/under-the-jacarandas-1600.webp',
  author: 'Anouk Verlaine',
  published_at: '2026-05-01T12:00:00Z',
  created_at: '2026-04-20T09:00:00Z',
  video_url: [],
  is_opinion: false,
  category: 'c',
  subcategory: 's',
  category_ref: { id: 'c', name: 'Real Weddings' },
  subcategory_ref: { id: 's', name: 'Intimate Weddings' },
  profile: { full_name: 'Sadie Whitlock', avatar_url: null },
};

function renderCard(
  post: Partial<PostCardPost>,
  props: Partial<Parameters<typeof PostCard>[0]> = {},
) {
  return renderWithProviders(
    <MemoryRouter>
      <PostCard post={{ ...POST, ...post }} {...props} />
    </MemoryRouter>,
  );
}

describe('PostCard', () => {
  it('is one link to /blog/{slug} named by the title', () => {
    renderCard({});
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Under the Jacarandas' })).toHaveAttribute(
      'href',
      '/blog/under-the-jacarandas',
    );
    expect(screen.getByText(POST.excerpt!)).toBeInTheDocument();
  });

  it('labels with the subcategory, else the section, else the category, else “Category”', () => {
    const { unmount } = renderCard({});
    expect(screen.getByText('Intimate Weddings')).toBeInTheDocument();
    unmount();
    const second = renderCard({ subcategory_ref: null }, { sectionName: 'Weddings' });
    expect(screen.getByText('Weddings')).toBeInTheDocument();
    second.unmount();
    const third = renderCard({ subcategory_ref: null });
    expect(screen.getByText('Real Weddings')).toBeInTheDocument();
    third.unmount();
    renderCard({ subcategory_ref: null, category_ref: null });
    expect(screen.getByText('Category')).toBeInTheDocument();
  });

  it('bylines the profile’s full name, else the author field, else Anonymous', () => {
    const { unmount } = renderCard({});
    expect(screen.getByText('By Sadie Whitlock')).toBeInTheDocument();
    unmount();
    const second = renderCard({ profile: null });
    expect(screen.getByText('By Anouk Verlaine')).toBeInTheDocument();
    second.unmount();
    renderCard({ profile: { full_name: '  ' }, author: null });
    expect(screen.getByText('By Anonymous')).toBeInTheDocument();
  });

  it("links the byline to the writer's page when the writer has one, above the card's link", () => {
    renderCard({
      profile: { full_name: 'Sadie Whitlock', avatar_url: null, slug: 'sadie-whitlock' },
    });
    const byline = screen.getByRole('link', { name: 'Sadie Whitlock' });
    expect(byline).toHaveAttribute('href', '/writers/sadie-whitlock');
    expect(byline).toHaveClass('relative', 'z-10');
    expect(byline.parentElement).toHaveTextContent('By Sadie Whitlock');
  });

  it('shows a placeholder image when the post has none', () => {
    const { container } = renderCard({ featured_image: null });
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE_PATH);
  });

  it('serves the stored image with a srcset, lazily unless it is the LCP image', () => {
    const { container, unmount } = renderCard({});
    const image = container.querySelector('img')!;
    expect(image.getAttribute('srcset')).toMatch(/-800\.webp 800w, .*-1600\.webp 1600w$/);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1000');
    unmount();
    const lcp = renderCard({}, { priority: true }).container.querySelector('img')!;
    expect(lcp).toHaveAttribute('loading', 'eager');
    expect(lcp).toHaveAttribute('fetchpriority', 'high');
  });

  it('clamps the title and excerpt by size and breakpoint', () => {
    renderCard({}, { variant: 'lead' });
    expect(screen.getByRole('heading').className).toMatch(/line-clamp-3 .*xl:line-clamp-5/);
    expect(screen.getByText(POST.excerpt!).className).toMatch(/line-clamp-3 .*xl:line-clamp-6/);
  });

  it.each(['lead', 'standard', 'compact', 'home-lg', 'home-md', 'home-sm'] as const)(
    '%s: titles clamp to 2–5 lines at every width (never cut to one), excerpts to 2–6',
    (variant) => {
      const { unmount } = renderCard({}, { variant });
      const clamps = (className: string) => {
        const lines = [...className.matchAll(/(?:^|\s)(?:(\w+):)?line-clamp-(\d+)/g)];
        // The phone's clamp is the one without a breakpoint: every card has one.
        expect(lines.some(([, breakpoint]) => breakpoint === undefined)).toBe(true);
        return lines.map(([, , count]) => Number(count));
      };
      for (const lines of clamps(screen.getByRole('heading').className)) {
        expect(lines).toBeGreaterThanOrEqual(2);
        expect(lines).toBeLessThanOrEqual(5);
      }
      for (const lines of clamps(screen.getByText(POST.excerpt!).className)) {
        expect(lines).toBeGreaterThanOrEqual(2);
        expect(lines).toBeLessThanOrEqual(6);
      }
      unmount();
    },
  );

  it('marks opinion pieces OPINION', () => {
    renderCard({ is_opinion: true });
    expect(screen.getByText('OPINION')).toBeInTheDocument();
  });

  it('in a search grid, marks the terms in <mark>, never as HTML', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <PostGrid
          posts={[{ ...POST, title: 'Veils <img src=x onerror=alert(1)>' }]}
          highlight={['veil']}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('mark')).toHaveTextContent('Veils');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveTextContent('Veils <img src=x onerror=alert(1)>');
  });
});
