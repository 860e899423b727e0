/**
 * Numbers, prices and lists in English, written as Intl writes them (a unit test compares every
 * function with Intl's own output), without calling Intl. A page's first use of Intl, or of
 * `localeCompare`, makes the browser set up its locale data: 15–30 ms on this machine's Chromium,
 * four times that on a mid-range phone, in one task in the middle of the page's start (#30 traces:
 * a vendor page's chunk took 80 ms at a phone's speed to create one month-and-year formatter).
 * The public pages format with these; the signed-in desks, which load no faster for it, use Intl.
 * Dates are in ./english-dates.ts, apart, as the home page's cards need only those.
 */

/** "1,234": a whole number (a count, a price) with its thousands grouped; fractions are rounded. */
export function groupDigits(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** The currencies English writes with a sign; the others with their code and a no-break space. */
const CURRENCY_SIGNS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', JPY: '¥' };

/** "€2,500", "CHF 4,000": whole units of a currency (ISO 4217 code). */
export function wholeCurrency(amount: number, currency: string): string {
  const sign = CURRENCY_SIGNS[currency] ?? `${currency}\u00a0`;
  const digits = groupDigits(Math.abs(amount));
  return amount < 0 && digits !== '0' ? `-${sign}${digits}` : `${sign}${digits}`;
}

/** "English and French", "English, French, and Italian" (Intl's English list, serial comma) */
export function andList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

/**
 * For sorting names as a reader expects: case and accents do not count ("émile" between "Emil"
 * and "Erin"), without the locale data `localeCompare` would set up.
 */
export function compareNames(a: string, b: string): number {
  const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const [x, y] = [fold(a), fold(b)];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** Newest first by an ISO timestamp (ISO strings sort as their moments do); missing ones last. */
export function newestFirst(a: string | null | undefined, b: string | null | undefined): number {
  const [x, y] = [a ?? '', b ?? ''];
  return x < y ? 1 : x > y ? -1 : 0;
}
