// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INQUIRY_DEFAULTS, inquirySchema, toNewInquiry } from './inquiry-schema';

const NOW = new Date(2026, 10, 22, 12, 0, 0); // 22 November 2026, local time
const valid = {
  ...INQUIRY_DEFAULTS,
  name: ' Giulia ',
  email: 'giulia@example.com',
  weddingDate: '2027-06-12',
  guestCount: '120',
  message: 'We would love to talk about our wedding in Lucca next June.',
};
/** The first message per field, as the form shows it. */
const errorsOf = (values: typeof valid) => {
  const result = inquirySchema(NOW).safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
};

describe('inquiry rules', () => {
  it('accepts a complete inquiry and turns it into an inquiries row', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(toNewInquiry('l-1', valid)).toEqual({
      listing_id: 'l-1',
      name: 'Giulia',
      email: 'giulia@example.com',
      wedding_date: '2027-06-12',
      guest_count: 120,
      budget_band: null,
      message: 'We would love to talk about our wedding in Lucca next June.',
    });
  });

  it('takes today as a wedding date but not yesterday, nor a date that does not exist, nor one too far ahead', () => {
    expect(errorsOf({ ...valid, weddingDate: '2026-11-22' })).toEqual({});
    expect(errorsOf({ ...valid, weddingDate: '2026-11-21' }).weddingDate).toMatch(/past/);
    expect(errorsOf({ ...valid, weddingDate: '2027-02-30' }).weddingDate).toMatch(/real date/);
    expect(errorsOf({ ...valid, weddingDate: '2032-01-01' }).weddingDate).toMatch(
      /within the next 5 years/,
    );
  });

  it('wants a whole, positive, sensible number of guests', () => {
    expect(errorsOf({ ...valid, guestCount: '0' }).guestCount).toMatch(/at least 1/);
    expect(errorsOf({ ...valid, guestCount: '-4' }).guestCount).toMatch(/whole number/);
    expect(errorsOf({ ...valid, guestCount: '2001' }).guestCount).toMatch(/up to 2,000/);
    expect(errorsOf({ ...valid, guestCount: '2000' })).toEqual({});
  });

  it('only takes a budget band from the list, or none', () => {
    expect(errorsOf({ ...valid, budgetBand: '50k-100k' })).toEqual({});
    expect(errorsOf({ ...valid, budgetBand: 'a-million' }).budgetBand).toMatch(/from the list/);
  });

  it('wants a message of a sensible length', () => {
    expect(errorsOf({ ...valid, message: 'Hi!' }).message).toMatch(/at least 20/);
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) }).message).toMatch(/under 5,000/);
  });
});
