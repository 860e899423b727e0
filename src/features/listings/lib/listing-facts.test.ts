// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { factColumns, factFields } from './listing-facts';

describe('listing facts between the editor and the row', () => {
  const fields = {
    price_from: '2500',
    price_currency: 'CHF',
    price_on_request: 'false',
    languages: 'en,fr',
    capacity_seated: '120',
    capacity_standing: '',
    setting: 'outdoor',
    rooms_on_site: '0',
  };

  it('turns the editor’s strings into the columns; a venue keeps its size, others none', () => {
    expect(factColumns(fields, true)).toEqual({
      price_from: 2500,
      price_currency: 'CHF',
      price_on_request: false,
      languages: ['en', 'fr'],
      capacity_seated: 120,
      capacity_standing: null,
      setting: 'outdoor',
      rooms_on_site: 0,
    });
    expect(factColumns(fields, false)).toMatchObject({
      capacity_seated: null,
      setting: null,
      rooms_on_site: null,
    });
  });

  it('on request sends no amount', () => {
    expect(factColumns({ ...fields, price_on_request: 'true' }, false)).toMatchObject({
      price_on_request: true,
      price_from: null,
    });
  });

  it('reads a row (or a waiting change over it) back into the editor’s strings', () => {
    expect(
      factFields({
        price_from: null,
        price_currency: 'EUR',
        price_on_request: true,
        languages: ['it'],
        capacity_seated: 80,
      }),
    ).toEqual({
      price_from: '',
      price_currency: 'EUR',
      price_on_request: 'true',
      languages: 'it',
      capacity_seated: '80',
      capacity_standing: '',
      setting: '',
      rooms_on_site: '',
    });
    expect(factFields({}).price_currency).toBe('EUR');
  });
});
