import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingPage } from './listing-page';

afterEach(() => {
  vi.restoreAllMocks();
});

function page(number: number, activeFilterCount = 0) {
  return (
    <ListingPage
      page={number}
      resultsLabel="Vendor results"
      intro={<h1>Directory</h1>}
      filters={
        <label>
          Location
          <input />
        </label>
      }
      activeFilterCount={activeFilterCount}
    >
      <p>Page {number}</p>
    </ListingPage>
  );
}

describe('ListingPage', () => {
  it('brings the results into view and focuses them when the page changes, not on arrival', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { rerender } = render(page(1));
    const results = screen.getByRole('region', { name: 'Vendor results' });
    expect(scroll).not.toHaveBeenCalled();
    expect(results).not.toHaveFocus();

    rerender(page(2));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(results);
    expect(results).toHaveFocus();

    rerender(page(2));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('folds the filters behind a Filters button that counts the active ones', async () => {
    const user = userEvent.setup();
    render(page(1, 2));
    const button = screen.getByRole('button', { name: 'Filters, 2 active' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden', 'md:block');
    expect(panel).toContainElement(screen.getByLabelText('Location'));

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
  });

  it('names no count when no filter is active', () => {
    render(page(1));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
