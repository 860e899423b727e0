import { VENUE_SETTINGS } from '@/config/listing-facts';

/**
 * The words and numbers of what vendors say about themselves (#31), in English, by Intl: prices
 * in their currency, language names from ISO 639-1 codes, the venue's setting.
 */

/** "€2,500", "CHF 4,000": whole units in the listing's currency (English, no decimals). */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** "Starting at €2,500", "Price on request", or null when the vendor says nothing. */
export function startingPriceLabel(facts: {
  price_from: number | null;
  price_currency: string;
  price_on_request: boolean;
}) {
  if (facts.price_on_request) return 'Price on request';
  if (facts.price_from === null) return null;
  return `Starting at ${formatPrice(facts.price_from, facts.price_currency)}`;
}

let names: Intl.DisplayNames | undefined;

/** A language's English name ("fr" → "French"), or the code when Intl does not know it. */
export function languageName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'language' });
  return names.of(code) ?? code;
}

/** "English, French and Italian" */
export function languageList(codes: readonly string[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(
    codes.map(languageName),
  );
}

/** "Indoor and outdoor" */
export function settingLabel(setting: string): string {
  return VENUE_SETTINGS.find(({ value }) => value === setting)?.label ?? setting;
}

/** "120", "1,200" */
export const formatCount = (value: number) => new Intl.NumberFormat('en').format(value);
