import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyListingChange } from '../lib/listing-change';
import type { ListingPageData } from '../api/get-listing';
import { ListingFacts } from './listing-facts';

const NOTHING = {
  price_from: null,
  price_currency: 'EUR',
  price_on_request: false,
  languages: [],
  capacity_seated: null,
  capacity_standing: null,
  setting: null,
  rooms_on_site: null,
};

/** The list's terms and their words, in order. */
function readFacts() {
  const list = within(screen.getByRole('region', { name: /at a glance/ }));
  const terms = list.getAllByRole('term').map((term) => term.textContent);
  const words = list.getAllByRole('definition').map((definition) => definition.textContent);
  return terms.map((term, index) => [term, words[index]]);
}

describe('ListingFacts', () => {
  it('says a venue’s price, languages, size, setting and rooms in words', () => {
    render(
      <ListingFacts
        listing={{
          name: 'Tenuta Bellandi',
          price_from: 12000,
          price_currency: 'EUR',
          price_on_request: false,
          languages: ['it', 'en', 'de'],
          capacity_seated: 180,
          capacity_standing: 1200,
          setting: 'indoor_outdoor',
          rooms_on_site: 0,
        }}
      />,
    );
    expect(readFacts()).toEqual([
      ['Starting at', '€12,000'],
      ['Languages', 'Italian, English, and German'],
      ['Seated', '180 guests'],
      ['Standing', '1,200 guests'],
      ['Setting', 'Indoor and outdoor'],
      ['Rooms on site', '0'],
    ]);
  });

  it('says “on request” and leaves out what the vendor did not say', () => {
    render(<ListingFacts listing={{ name: 'Atelier', ...NOTHING, price_on_request: true }} />);
    expect(readFacts()).toEqual([['Starting at', 'Price on request']]);
  });

  it('shows nothing at all when the vendor said nothing (or the row holds no facts)', () => {
    const { container, rerender } = render(<ListingFacts listing={{ name: 'A', ...NOTHING }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ListingFacts listing={{ name: 'B' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows an approved change’s facts in the admin’s preview of the page', () => {
    const live = { name: 'Casa', ...NOTHING, price_from: 900 } as unknown as ListingPageData;
    const next = applyListingChange(live, { price_from: 1500, price_currency: 'GBP' });
    render(<ListingFacts listing={next} />);
    expect(readFacts()).toEqual([['Starting at', '£1,500']]);
  });
});
