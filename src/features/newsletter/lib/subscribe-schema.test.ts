// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_MESSAGES,
  refusedField,
  SUBSCRIBE_DEFAULTS,
  subscribeSchema,
  toChoiceArguments,
  todayIso,
} from './subscribe-schema';

const messages = (values: Partial<typeof SUBSCRIBE_DEFAULTS>) => {
  const result = subscribeSchema.safeParse({ ...SUBSCRIBE_DEFAULTS, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the newsletter form’s rules', () => {
  it('takes an address and The Edit', () => {
    expect(messages({ email: 'ana@example.com' })).toEqual({});
  });

  it('says what is wrong, beside the field it concerns', () => {
    expect(messages({ email: 'ana' })).toEqual({ email: NEWSLETTER_MESSAGES.email });
    expect(messages({ email: 'ana@example.com', the_edit: false })).toEqual({
      the_edit: NEWSLETTER_MESSAGES.letters,
    });
    expect(messages({ email: 'ana@example.com', week_by_week: true })).toEqual({
      wedding_date: NEWSLETTER_MESSAGES.dateNeeded,
    });
    expect(messages({ email: 'ana@example.com', wedding_date: '2020-01-01' })).toEqual({
      wedding_date: NEWSLETTER_MESSAGES.datePast,
    });
    expect(messages({ email: 'ana@example.com', wedding_date: '2027-02-30' })).toEqual({
      wedding_date: NEWSLETTER_MESSAGES.dateReal,
    });
    expect(messages({ email: 'ana@example.com', city: 'x'.repeat(101) })).toEqual({
      city: NEWSLETTER_MESSAGES.city,
    });
  });

  it('sends the letters as a list and empty fields as nothing', () => {
    expect(
      toChoiceArguments({
        the_edit: false,
        week_by_week: true,
        wedding_date: todayIso(),
        city: ' ',
      }),
    ).toEqual({ letters: ['week_by_week'], wedding_date: todayIso(), city: null });
  });

  it('puts a refusal the database explains beside its field', () => {
    expect(refusedField({ code: '22023', hint: 'letters' })).toBe('the_edit');
    expect(refusedField({ code: '22023', hint: 'wedding_date' })).toBe('wedding_date');
    expect(refusedField({ code: '22023', hint: 'Send it shorter.' })).toBeNull();
    expect(refusedField({ code: '500', hint: 'email' })).toBeNull();
  });
});
