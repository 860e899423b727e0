// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRICE_CURRENCIES } from '@/config/listing-facts';
import { dayMonthYear, dayShortMonthYear, monthDayYear, monthYear } from './english-dates';
import { andList, compareNames, groupDigits, newestFirst, wholeCurrency } from './english-format';

// Node carries the full ICU: the words these functions write must be the ones Intl writes.
const moments = [
  '2026-01-01T00:00:00Z',
  '2026-02-28T23:59:59Z',
  '2027-09-18T12:00:00Z',
  '1999-12-31T23:30:00Z',
  '2026-11-26T20:04:49.123Z',
  '2030-05-09T06:15:00+09:00',
].map((iso) => new Date(iso));

describe('dates as Intl writes them', () => {
  it.each(moments)('%s, in the reader’s calendar and in UTC', (date) => {
    for (const zone of ['local', 'utc'] as const) {
      const timeZone = zone === 'utc' ? 'UTC' : undefined;
      const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
      expect(monthYear(date, zone)).toBe(intl('en-US', { month: 'long', year: 'numeric' }));
      expect(monthYear(date, zone)).toBe(intl('en-GB', { month: 'long', year: 'numeric' }));
      expect(monthDayYear(date, zone)).toBe(
        intl('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
      );
      expect(dayMonthYear(date, zone)).toBe(
        intl('en-GB', { month: 'long', day: 'numeric', year: 'numeric' }),
      );
      expect(dayShortMonthYear(date, zone)).toBe(
        intl('en-GB', { month: 'short', day: 'numeric', year: 'numeric' }).replace('Sept', 'Sep'),
      );
    }
  });

  it('reads the same moment in UTC and in the reader’s calendar apart when they differ', () => {
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(monthYear(newYear, 'utc')).toBe('December 2026');
    expect(monthYear(newYear, 'local')).toBe(
      new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(newYear),
    );
  });
});

describe('numbers, prices and lists as Intl writes them', () => {
  it.each([0, 7, 999, 1000, 1200, 99_999, 100_000, 1_234_567, 10_000_000, -4500])(
    'groups %d',
    (value) => {
      expect(groupDigits(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    },
  );

  it('rounds a fraction half away from zero, as Intl does for whole units', () => {
    expect(groupDigits(2.5)).toBe('3');
    expect(groupDigits(1234.4)).toBe('1,234');
    expect(wholeCurrency(-2500.5, 'EUR')).toBe('-€2,501');
  });

  it.each(PRICE_CURRENCIES)('writes whole %s', (currency) => {
    for (const amount of [0, 950, 2500, 1_250_000]) {
      const intl = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }).format(amount);
      expect(wholeCurrency(amount, currency)).toBe(intl);
    }
  });

  it.each([[[]], [['English']], [['English', 'French']], [['English', 'French', 'Italian']]])(
    'lists %j',
    (items) => {
      const intl = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
      expect(andList(items)).toBe(intl.format(items));
    },
  );
});

describe('ordering without locale data', () => {
  it('sorts names as a reader would: case and accents aside', () => {
    const names = ['Zed Florals', 'émile & co', 'Erin Studio', 'Emil Films', 'alder House'];
    expect([...names].sort(compareNames)).toEqual([
      'alder House',
      'Emil Films',
      'émile & co',
      'Erin Studio',
      'Zed Florals',
    ]);
    expect(compareNames('Casa', 'Casa')).toBe(0);
    expect(compareNames('casa', 'Casa')).not.toBe(0);
  });

  it('puts the newest timestamp first and the missing ones last', () => {
    const dates = ['2026-01-02T00:00:00Z', null, '2026-11-26T10:00:00Z', '2025-06-01T00:00:00Z'];
    expect([...dates].sort(newestFirst)).toEqual([
      '2026-11-26T10:00:00Z',
      '2026-01-02T00:00:00Z',
      '2025-06-01T00:00:00Z',
      null,
    ]);
  });
});
