/**
 * What vendors say about themselves (#31): the limits the database's check constraints hold
 * (supabase/migrations/20261130050000_listing_facts.sql), the choices the editor offers and the
 * directory's filters. Imported by the request builder the benchmark runs under Node: no aliases.
 */

/** listings.price_from: whole units of the currency. */
export const PRICE_FROM_MAX = 10_000_000;
/** listings.capacity_seated and capacity_standing. */
export const CAPACITY_MAX = 100_000;
/** listings.rooms_on_site. */
export const ROOMS_MAX = 1_000;
/** listings.languages: ISO 639-1 codes. */
export const LANGUAGES_MAX = 12;

/** The currency a listing starts with (the directory's: config/directory-filters.ts). */
export const DEFAULT_PRICE_CURRENCY = 'EUR';

/** The currencies the editor offers (ISO 4217), the directory's first. */
export const PRICE_CURRENCIES = [
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'CZK',
  'HUF',
] as const;

/** The languages the editor offers (ISO 639-1), named in English by Intl.DisplayNames. */
export const SPOKEN_LANGUAGES = [
  'en',
  'fr',
  'de',
  'it',
  'es',
  'pt',
  'nl',
  'el',
  'ca',
  'ga',
  'pl',
  'cs',
  'hu',
  'ro',
  'hr',
  'sv',
  'da',
  'no',
  'fi',
  'ru',
  'uk',
  'tr',
  'ar',
  'he',
  'hi',
  'zh',
  'ja',
  'ko',
] as const;

/** listings.setting, as a venue describes itself. */
export const VENUE_SETTINGS = [
  { value: 'indoor', label: 'Indoor' },
  { value: 'outdoor', label: 'Outdoor' },
  { value: 'indoor_outdoor', label: 'Indoor and outdoor' },
] as const;
