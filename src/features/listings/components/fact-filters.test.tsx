import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { VenueFilters } from './venue-filters';

describe('the facts’ filters on /venues', () => {
  it('offers “seats at least” and “up to” in euros, labelled, and applies a choice at once', async () => {
    const onChange = vi.fn();
    render(
      <MemoryRouter>
        <VenueFilters
          type={null}
          capacity={null}
          minSeated={null}
          maxPrice={2500}
          location=""
          q=""
          typeHref={() => '/venues'}
          onChange={onChange}
        />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const price = screen.getByLabelText<HTMLSelectElement>('Up to');
    expect(price.selectedOptions[0]).toHaveTextContent('€2,500');
    await user.selectOptions(screen.getByLabelText('Seats at least'), '150 seated');
    expect(onChange).toHaveBeenLastCalledWith({ minSeated: '150' });
    await user.selectOptions(price, 'Any price');
    expect(onChange).toHaveBeenLastCalledWith({ maxPrice: '' });
  });
});
