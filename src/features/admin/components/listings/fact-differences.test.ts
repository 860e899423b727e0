// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { differences, type Change } from './listing-differences';

const LIVE = {
  name: 'Casa Aurora',
  price_from: 2500,
  price_currency: 'EUR',
  price_on_request: false,
  languages: ['en'],
  capacity_seated: 120,
  capacity_standing: null,
  setting: 'indoor',
  rooms_on_site: null,
  photos: [],
};

const change = (changes: Record<string, unknown>) =>
  ({ listing: LIVE, changes }) as unknown as Change;

describe('differences of the facts', () => {
  it('names each changed fact in words, and leaves out the ones sent unchanged', () => {
    const { fields } = differences(
      change({
        name: 'Casa Aurora',
        price_from: null,
        price_currency: 'EUR',
        price_on_request: true,
        languages: ['en', 'pt'],
        capacity_seated: 120,
        capacity_standing: 300,
        setting: 'indoor_outdoor',
        rooms_on_site: null,
      }),
    );
    expect(fields.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Price on request', 'No', 'Yes'],
      ['Starting price', '2,500', '—'],
      ['Languages', 'English', 'English and Portuguese'],
      ['Standing guests', '—', '300'],
      ['Setting', 'Indoor', 'Indoor and outdoor'],
    ]);
  });

  it('sees a change of currency alone', () => {
    const { fields } = differences(change({ price_from: 2500, price_currency: 'GBP' }));
    expect(fields).toEqual([
      { key: 'price_currency', label: 'Currency', before: 'EUR', after: 'GBP' },
    ]);
  });
});
