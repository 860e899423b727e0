import { describe, expect, it } from 'vitest';
import { isAnsweredDay, isFutureDay, lastAnsweredDay } from './availability-state';

const now = new Date('2027-03-10T22:30:00Z');

describe('the days availability answers for', () => {
  it('counts today (UTC) and later as future', () => {
    expect(isFutureDay('2027-03-10', now)).toBe(true);
    expect(isFutureDay('2027-03-09', now)).toBe(false);
    expect(isFutureDay(null, now)).toBe(false);
  });

  it('answers from today to ten years ahead, as the database does', () => {
    expect(lastAnsweredDay(now)).toBe('2037-03-07');
    expect(isAnsweredDay('2027-03-10', now)).toBe(true);
    expect(isAnsweredDay('2037-03-07', now)).toBe(true);
    expect(isAnsweredDay('2037-03-08', now)).toBe(false);
    expect(isAnsweredDay('2027-03-09', now)).toBe(false);
  });
});
