import { type SPOKEN_LANGUAGES, VENUE_SETTINGS } from '@/config/listing-facts';
import { andList, groupDigits, wholeCurrency } from '@/lib/english-format';

/**
 * The words and numbers of what vendors say about themselves (#31), in English: prices in their
 * currency, language names from ISO 639-1 codes, the venue's setting. Written without Intl, which
 * would cost a vendor page's start its locale data (src/lib/english-format.ts); a unit test holds
 * them to Intl's words.
 */

/** "€2,500", "CHF 4,000": whole units in the listing's currency (English, no decimals). */
export const formatPrice = wholeCurrency;

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

/** The English names of the languages the editor offers (as Intl.DisplayNames gives them). */
const LANGUAGE_NAMES: Record<(typeof SPOKEN_LANGUAGES)[number], string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  es: 'Spanish',
  pt: 'Portuguese',
  nl: 'Dutch',
  el: 'Greek',
  ca: 'Catalan',
  ga: 'Irish',
  pl: 'Polish',
  cs: 'Czech',
  hu: 'Hungarian',
  ro: 'Romanian',
  hr: 'Croatian',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
  ru: 'Russian',
  uk: 'Ukrainian',
  tr: 'Turkish',
  ar: 'Arabic',
  he: 'Hebrew',
  hi: 'Hindi',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
};

let otherNames: Intl.DisplayNames | undefined;

/** A language's English name ("fr" → "French"); one the editor does not offer is asked of Intl. */
export function languageName(code: string): string {
  const known = LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES];
  if (known) return known;
  otherNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
  try {
    return otherNames.of(code) ?? code;
  } catch {
    // Not a language code at all.
    return code;
  }
}

/** "English, French, and Italian" */
export function languageList(codes: readonly string[]): string {
  return andList(codes.map(languageName));
}

/** "Indoor and outdoor" */
export function settingLabel(setting: string): string {
  return VENUE_SETTINGS.find(({ value }) => value === setting)?.label ?? setting;
}

/** "120", "1,200" */
export const formatCount = groupDigits;
