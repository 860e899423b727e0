import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { rankPartners, type CreditPair } from '../lib/often-with';
import { OftenWith } from './often-with';

const florist = {
  id: 'f',
  name: 'Fiori di Lucca',
  url_name: 'fiori-di-lucca',
  venue_type: null,
  category: { name: 'Florist', slug: 'florist' },
};
const band = {
  ...florist,
  id: 'b',
  name: 'Amalfi Strings',
  url_name: 'amalfi-strings',
  category: null,
};
const story = (slug: string, day: number) => ({
  slug,
  title: `Story ${slug}`,
  published_at: `2026-0${day}-01T10:00:00Z`,
});

const pairs: CreditPair[] = [
  { partner: band, post: story('c', 3) },
  { partner: florist, post: story('a', 1) },
  { partner: florist, post: story('b', 2) },
  // What RLS hides comes back as null: an unpublished partner, a story not yet live.
  { partner: null, post: story('d', 4) },
  { partner: florist, post: null },
];

describe('rankPartners', () => {
  it('orders partners by shared stories, then name; their stories newest first', () => {
    const ranked = rankPartners(pairs);
    expect(ranked.map((partner) => [partner.name, partner.stories.map((s) => s.slug)])).toEqual([
      ['Fiori di Lucca', ['b', 'a']],
      ['Amalfi Strings', ['c']],
    ]);
  });

  it('keeps at most four partners and nothing from no pairs', () => {
    const many = Array.from({ length: 6 }, (_, index) => ({
      partner: { ...florist, id: `p${index}`, name: `Partner ${index}` },
      post: story(`s${index}`, 1),
    }));
    expect(rankPartners(many)).toHaveLength(4);
    expect(rankPartners(undefined)).toEqual([]);
  });
});

describe('OftenWith', () => {
  it('names each partner with its page and the stories they made together', () => {
    render(
      <MemoryRouter>
        <OftenWith name="Bellandi Fotografia" partners={rankPartners(pairs)} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Often works with' });
    expect(within(section).getByRole('link', { name: 'Fiori di Lucca' })).toHaveAttribute(
      'href',
      '/index/fiori-di-lucca',
    );
    expect(within(section).getByText('Together in 2 stories:')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Story b' })).toHaveAttribute(
      'href',
      '/blog/b',
    );
    expect(within(section).getByText('Together in 1 story:')).toBeInTheDocument();
  });

  it('is absent when nobody has been credited beside the vendor', () => {
    const { container } = render(
      <MemoryRouter>
        <OftenWith name="Bellandi Fotografia" partners={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
