import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PostHeader } from './post-header';

const renderHeader = (post: Parameters<typeof PostHeader>[0]['post'], minutes?: number) =>
  render(
    <MemoryRouter>
      <PostHeader post={post} minutes={minutes} />
    </MemoryRouter>,
  );

describe('a story header drawn from a card', () => {
  it('names the section of a menu teaser (no id yet) without a link, and leaves out the reading time', () => {
    renderHeader({
      id: 'p1',
      title: 'The Veil',
      slug: 'the-veil',
      category_ref: { name: 'Fashion' },
    });
    expect(screen.getByText('Fashion').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'Fashion' })).toBeNull();
    expect(screen.queryByText(/min read/)).toBeNull();
  });

  it('links the section and gives the reading time once the story is in', () => {
    renderHeader(
      {
        id: 'p1',
        title: 'The Veil',
        slug: 'the-veil',
        category: 'c1',
        category_ref: { id: 'c1', name: 'Fashion' },
        published_at: '2026-05-01T12:00:00Z',
      },
      3,
    );
    expect(screen.getByRole('link', { name: 'Fashion' })).toHaveAttribute(
      'href',
      '/blog?category=c1',
    );
    expect(screen.getByText('3 min read')).toBeInTheDocument();
  });
});
