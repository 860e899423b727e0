import { z } from 'zod';
import {
  CAPACITY_MAX,
  DEFAULT_PRICE_CURRENCY,
  LANGUAGES_MAX,
  PRICE_CURRENCIES,
  PRICE_FROM_MAX,
  ROOMS_MAX,
  VENUE_SETTINGS,
} from '@/config/listing-facts';

const WHOLE = /^(0|[1-9][0-9]*)$/;
const CURRENCIES = new Set<string>(PRICE_CURRENCIES);
const SETTINGS = new Set<string>(VENUE_SETTINGS.map(({ value }) => value));

/** An optional whole number up to `max`, as typed (empty is "not given"). */
const count = (max: number, message: string) =>
  z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(WHOLE, message)
      .refine((value) => Number(value) <= max, message),
  ]);

/**
 * What a vendor says about themselves (#31), as the editor's strings: the starting price (an
 * amount and currency, or on request), the languages (ISO 639-1 codes joined by commas), and for
 * venues the capacity, setting and rooms. The database's check constraints hold the same limits.
 */
export const listingFactsShape = {
  price_on_request: z.string().regex(/^(true|false)$/),
  price_from: count(
    PRICE_FROM_MAX,
    'Please enter a whole amount, like 2500 (or choose “On request”).',
  ),
  price_currency: z.string().refine((value) => CURRENCIES.has(value), 'Please choose a currency.'),
  languages: z
    .string()
    .regex(/^([a-z]{2}(,[a-z]{2})*)?$/, 'Please choose languages from the list.')
    .refine(
      (value) => value === '' || value.split(',').length <= LANGUAGES_MAX,
      `Please choose at most ${LANGUAGES_MAX} languages.`,
    ),
  capacity_seated: count(CAPACITY_MAX, 'Please enter the number of seated guests, like 120.'),
  capacity_standing: count(CAPACITY_MAX, 'Please enter the number of standing guests, like 200.'),
  setting: z
    .string()
    .refine((value) => value === '' || SETTINGS.has(value), 'Please choose the setting.'),
  rooms_on_site: count(ROOMS_MAX, 'Please enter the number of rooms, like 12 (or 0).'),
};

export type ListingFactValues = {
  [Key in keyof typeof listingFactsShape]: z.infer<(typeof listingFactsShape)[Key]>;
};

/** A new listing's facts: nothing said yet, prices in the directory's currency. */
export const EMPTY_FACT_VALUES: ListingFactValues = {
  price_on_request: 'false',
  price_from: '',
  price_currency: DEFAULT_PRICE_CURRENCY,
  languages: '',
  capacity_seated: '',
  capacity_standing: '',
  setting: '',
  rooms_on_site: '',
};
