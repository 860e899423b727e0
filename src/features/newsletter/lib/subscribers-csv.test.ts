import { describe, expect, it } from 'vitest';
import { csvField, subscribersCsv } from './subscribers-csv';

describe('the subscribers’ CSV', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField('Paris, France')).toBe('"Paris, France"');
    expect(csvField('say "yes"')).toBe('"say ""yes"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('writes a header row and one row per subscriber, without tokens', () => {
    const csv = subscribersCsv([
      {
        email: 'ana@example.com',
        letters: ['the_edit', 'week_by_week'],
        status: 'confirmed',
        wedding_date: '2030-06-01',
        city: 'Lyon',
        created_at: '2026-11-01T10:00:00Z',
        confirmed_at: '2026-11-01T10:05:00Z',
        unsubscribed_at: null,
        suppressed_at: null,
        suppressed_reason: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'email,letters,status,wedding_date,city,subscribed_at,confirmed_at,unsubscribed_at,suppressed_at,suppressed_reason',
      'ana@example.com,the_edit week_by_week,confirmed,2030-06-01,Lyon,2026-11-01T10:00:00Z,2026-11-01T10:05:00Z,,,',
      '',
    ]);
    expect(csv).not.toMatch(/token/i);
  });
});
