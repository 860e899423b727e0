/**
 * What each demo listing says about itself (#31): a starting price in its country's currency (a
 * few quote on request), the languages spoken, and for venues the seats, standing guests, setting
 * and rooms. Derived from the listing's category, price tier and place with its own seeded
 * randomness, so every reset gives the same facts and other seed modules' draws are untouched.
 */
import type { ListingSeed } from './corpus/listings.ts';
import type { BusinessCategoryKey } from './corpus/types.ts';
import { createRandom, DEMO_SEED } from './random.ts';

const CURRENCY: Record<string, string> = {
  'United States': 'USD',
  Canada: 'CAD',
  Mexico: 'USD',
  'United Kingdom': 'GBP',
  Norway: 'NOK',
  'Saint Lucia': 'USD',
};

const LOCAL_LANGUAGES: Record<string, string[]> = {
  France: ['fr'],
  Italy: ['it'],
  Mexico: ['es'],
  Portugal: ['pt'],
  Norway: ['no'],
  Canada: ['fr'],
};
const EXTRA_LANGUAGES = ['fr', 'it', 'es', 'de', 'pt', 'nl'];

/** What the simplest wedding of each kind costs, in euros or dollars (the tier multiplies it). */
const BASE_PRICE: Partial<Record<BusinessCategoryKey, number>> = {
  planner: 6000,
  venue: 9000,
  photography: 2800,
  videography: 2600,
  florist: 1800,
  catering: 4500,
  cakes: 600,
  beauty: 450,
  band: 2200,
  dj: 1200,
  stationery: 700,
  officiant: 500,
  fashion: 1800,
  fineJewelry: 1500,
  decor: 1600,
  rental: 900,
  lighting: 1400,
  contentCreator: 900,
};
const TIER_FACTOR = { $: 0.6, $$: 1, $$$: 1.7, $$$$: 2.8 } as const;
const SETTINGS = ['indoor', 'outdoor', 'indoor_outdoor'] as const;

/** The listing's facts, as the listings table's columns. */
export function listingFacts(listing: ListingSeed) {
  const random = createRandom(`${DEMO_SEED}:facts:${listing.urlName}`);
  const currency = CURRENCY[listing.country] ?? 'EUR';
  const onRequest = listing.priceTier === '$$$$' ? random.chance(0.6) : random.chance(0.08);
  const base = (BASE_PRICE[listing.category] ?? 1000) * TIER_FACTOR[listing.priceTier ?? '$$'];
  const price = Math.round((base * random.float(0.85, 1.2)) / 100) * 100;
  const local = LOCAL_LANGUAGES[listing.country] ?? [];
  const extra = random.chance(0.5) ? random.sample(EXTRA_LANGUAGES, random.int(1, 2)) : [];
  const languages = [...new Set([...local, 'en', ...extra])];
  const venue = listing.category === 'venue';
  const seated = venue ? (listing.guestCapacity ?? random.int(6, 30) * 10) : null;
  return {
    price_on_request: onRequest,
    price_from: onRequest ? null : price,
    price_currency: currency,
    languages,
    capacity_seated: seated,
    capacity_standing:
      seated === null ? null : Math.round((seated * random.float(1.2, 1.8)) / 10) * 10,
    setting: venue ? random.pick(SETTINGS) : null,
    rooms_on_site: venue
      ? listing.venueType === 'Hotel' || listing.venueType === 'Resort'
        ? random.int(20, 120)
        : random.int(0, 24)
      : null,
  };
}
