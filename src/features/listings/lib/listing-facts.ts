import { DEFAULT_PRICE_CURRENCY } from '@/config/listing-facts';
import type { Tables } from '@/types/database';

/** The facts a vendor gives about themselves (#31), as the listings table holds them. */
export type ListingFacts = Pick<
  Tables<'listings'>,
  | 'price_from'
  | 'price_currency'
  | 'price_on_request'
  | 'languages'
  | 'capacity_seated'
  | 'capacity_standing'
  | 'setting'
  | 'rooms_on_site'
>;

export const LISTING_FACT_KEYS = [
  'price_from',
  'price_currency',
  'price_on_request',
  'languages',
  'capacity_seated',
  'capacity_standing',
  'setting',
  'rooms_on_site',
] as const satisfies readonly (keyof ListingFacts)[];

/** The select of the facts, for a page's or an editor's columns (a literal: typed rows). */
export const LISTING_FACT_COLUMNS =
  'price_from,price_currency,price_on_request,languages,capacity_seated,capacity_standing,setting,rooms_on_site';

/** The facts as the editor's strings (empty: not given; languages joined by commas). */
export type ListingFactFields = Record<(typeof LISTING_FACT_KEYS)[number], string>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A row's (or a waiting change's) facts as the editor's fields. */
export function factFields(row: Partial<Record<string, unknown>>): ListingFactFields {
  return {
    price_from: text(row.price_from),
    price_currency: text(row.price_currency) || DEFAULT_PRICE_CURRENCY,
    price_on_request: row.price_on_request === true ? 'true' : 'false',
    languages: Array.isArray(row.languages) ? row.languages.join(',') : '',
    capacity_seated: text(row.capacity_seated),
    capacity_standing: text(row.capacity_standing),
    setting: text(row.setting),
    rooms_on_site: text(row.rooms_on_site),
  };
}

/**
 * The editor's fields as the row's columns: on request leaves no amount; the venue's facts only
 * for a venue (a vendor who moves out of the Venue category leaves none behind).
 */
export function factColumns(fields: ListingFactFields, isVenue: boolean): ListingFacts {
  const whole = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
  const venue = (value: string) => (isVenue ? whole(value) : null);
  const onRequest = fields.price_on_request === 'true';
  return {
    price_on_request: onRequest,
    price_from: onRequest ? null : whole(fields.price_from),
    price_currency: fields.price_currency || DEFAULT_PRICE_CURRENCY,
    languages: fields.languages ? fields.languages.split(',') : [],
    capacity_seated: venue(fields.capacity_seated),
    capacity_standing: venue(fields.capacity_standing),
    setting: isVenue && fields.setting ? fields.setting : null,
    rooms_on_site: venue(fields.rooms_on_site),
  };
}
