// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeActivity, differenceOf, fieldName, valueText } from './audit-text';

const OPENING =
  'Weekend-long celebrations across Mexico, planned with a producer’s rigor and a host’s warmth. ';
const CLOSING =
  ' Every wedding begins with a long conversation about how you want the day to feel.';

describe('differenceOf', () => {
  it('shows where two long texts differ, with a few whole words either side', () => {
    const difference = differenceOf(
      `${OPENING}The team handles budgets and contracts.${CLOSING}`,
      `${OPENING}The team handles budgets, contracts and timelines.${CLOSING}`,
    );
    expect(difference.from).toBe('budgets and contracts.');
    expect(difference.to).toBe('budgets, contracts and timelines.');
    expect(difference.before).toMatch(/warmth\. The team handles $/);
    expect(difference.after.startsWith(' Every wedding begins')).toBe(true);
    expect(difference.cutBefore).toBe(true);
    expect(difference.cutAfter).toBe(true);
  });

  it('handles text added at the end, and a text that is all new', () => {
    expect(differenceOf(OPENING, `${OPENING}And more.`)).toMatchObject({
      from: '',
      to: 'And more.',
      after: '',
      cutAfter: false,
    });
    expect(differenceOf('abc', 'xyz')).toMatchObject({ before: '', from: 'abc', to: 'xyz' });
  });
});

describe('valueText', () => {
  it('says a moment as a date and a state in words', () => {
    expect(valueText('2026-11-26T04:58:47.606+00:00')).toMatch(/^26 Nov 2026, \d{2}:\d{2}$/);
    expect(valueText('changes_requested')).toBe('changes requested');
    expect(valueText(null)).toBe('—');
    expect(valueText(false)).toBe('no');
  });
});

describe('fieldName', () => {
  it('says what a column is, in words', () => {
    expect(fieldName('reviewed_by')).toBe('reviewed by');
    expect(fieldName('business_category_id')).toBe('category');
    expect(fieldName('listing_id')).toBe('listing');
    expect(fieldName('display_order')).toBe('display order');
  });
});

describe('describeActivity', () => {
  it('names the row and says who reviewed in words, not an id', () => {
    expect(
      describeActivity({
        action: 'update',
        table_name: 'listing_changes',
        row_label: 'Casa Villaseñor Events',
        changed: {
          status: { from: 'pending', to: 'changes_requested' },
          reviewed_by: { from: null, to: '7d2c…', to_label: 'Celeste Marlowe' },
        },
      }),
    ).toBe(
      'Updated listing changes “Casa Villaseñor Events” · status: pending → changes requested; reviewed by: — → Celeste Marlowe',
    );
  });

  it('names an account the log did not name by the admins it knows', () => {
    const id = '3f1e2d4c-0000-4000-8000-000000000001';
    expect(
      describeActivity(
        {
          action: 'update',
          table_name: 'membership_applications',
          changed: { reviewed_by: { from: null, to: id } },
        },
        (known) => (known === id ? 'Celeste Marlowe' : undefined),
      ),
    ).toBe('Updated membership applications · reviewed by: — → Celeste Marlowe');
  });

  it('shows a long text by where it changed, not by two openings that read the same', () => {
    const line = describeActivity({
      action: 'update',
      table_name: 'listings',
      changed: {
        description: {
          from: `${OPENING}The team handles budgets and contracts.${CLOSING}`,
          to: `${OPENING}The team handles budgets, contracts and timelines.${CLOSING}`,
        },
      },
    });
    expect(line).toBe(
      'Updated listings · description: …budgets and contracts.… → …budgets, contracts and timelines.…',
    );
  });
});
