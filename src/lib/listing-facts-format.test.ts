// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SPOKEN_LANGUAGES } from '@/config/listing-facts';
import {
  formatCount,
  formatPrice,
  languageList,
  languageName,
  settingLabel,
  startingPriceLabel,
} from './listing-facts-format';

describe('listing facts in words', () => {
  it('formats a starting price in its currency, whole units', () => {
    expect(formatPrice(2500, 'EUR')).toBe('€2,500');
    expect(formatPrice(1800, 'GBP')).toBe('£1,800');
    expect(formatPrice(4000, 'CHF')).toBe('CHF\u00a04,000');
    expect(
      startingPriceLabel({ price_from: 900, price_currency: 'USD', price_on_request: false }),
    ).toBe('Starting at $900');
    expect(
      startingPriceLabel({ price_from: null, price_currency: 'EUR', price_on_request: true }),
    ).toBe('Price on request');
    expect(
      startingPriceLabel({ price_from: null, price_currency: 'EUR', price_on_request: false }),
    ).toBeNull();
  });

  it('names languages in English from their codes', () => {
    expect(languageName('fr')).toBe('French');
    expect(languageName('el')).toBe('Greek');
    expect(languageList(['en', 'it', 'pt'])).toBe('English, Italian, and Portuguese');
    expect(languageList(['de'])).toBe('German');
  });

  it('names every language the editor offers as Intl does, and asks Intl for any other', () => {
    const intl = new Intl.DisplayNames(['en'], { type: 'language' });
    for (const code of SPOKEN_LANGUAGES) expect(languageName(code)).toBe(intl.of(code));
    expect(languageName('cy')).toBe('Welsh');
    expect(languageName('not a code')).toBe('not a code');
  });

  it('names the setting and counts guests', () => {
    expect(settingLabel('indoor_outdoor')).toBe('Indoor and outdoor');
    expect(formatCount(1200)).toBe('1,200');
  });
});
