/**
 * Dates in English, as Intl writes them (src/lib/english-format.test.ts compares them), without
 * Intl's start-up cost (src/lib/english-format.ts says why). Apart from the numbers and lists so
 * that a page showing only dates (the post cards on the home page) loads only these.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Whose calendar a moment is read in: the reader's ('local') or UTC (a date stored as a day). */
export type Zone = 'local' | 'utc';

function calendarDay(date: Date, zone: Zone) {
  const utc = zone === 'utc';
  const month: string = MONTHS[utc ? date.getUTCMonth() : date.getMonth()] ?? '';
  return utc
    ? { year: date.getUTCFullYear(), month, day: date.getUTCDate() }
    : { year: date.getFullYear(), month, day: date.getDate() };
}

/** "November 2026" */
export function monthYear(date: Date, zone: Zone = 'local'): string {
  const { year, month } = calendarDay(date, zone);
  return `${month} ${year}`;
}

/** "November 19, 2026" (the American order, as the magazine dates its stories) */
export function monthDayYear(date: Date, zone: Zone = 'local'): string {
  const { year, month, day } = calendarDay(date, zone);
  return `${month} ${day}, ${year}`;
}

/** "19 November 2026" */
export function dayMonthYear(date: Date, zone: Zone = 'local'): string {
  const { year, month, day } = calendarDay(date, zone);
  return `${day} ${month} ${year}`;
}

/** "18 Sep 2027": the month's first three letters (newer ICU writes "Sept"; we do not). */
export function dayShortMonthYear(date: Date, zone: Zone = 'local'): string {
  const { year, month, day } = calendarDay(date, zone);
  return `${day} ${month.slice(0, 3)} ${year}`;
}
