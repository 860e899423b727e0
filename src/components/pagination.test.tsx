import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pagination, pageSlots } from './pagination';

describe('Pagination', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 'gap', 12]],
    [5, 12, [1, 'gap', 4, 5, 6, 'gap', 12]],
    [3, 12, [1, 2, 3, 4, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
  ])('page %i of %i shows %j', (page, count, slots) => {
    expect(pageSlots(page, count)).toEqual(slots);
  });

  it('links every page with the filters kept, marks the current one, and hides with one page', () => {
    const hrefFor = (page: number) => `/index?category=Rental&page=${page}`;
    const { rerender } = render(
      <MemoryRouter>
        <Pagination page={2} pageCount={3} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', hrefFor(1));
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', hrefFor(3));
    rerender(
      <MemoryRouter>
        <Pagination page={1} pageCount={1} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
