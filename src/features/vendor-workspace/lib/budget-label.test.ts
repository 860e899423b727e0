// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INQUIRY_BUDGET_BANDS } from '@/config/site';
import { budgetLabel } from './budget-label';

describe('budgetLabel', () => {
  it('names every band the inquiry form offers in words', () => {
    expect(budgetLabel('10k-25k')).toBe('$10,000 – $25,000');
    expect(budgetLabel('250k-plus')).toBe('$250,000 and above');
    for (const band of INQUIRY_BUDGET_BANDS) expect(budgetLabel(band.value)).toBe(band.label);
  });

  it('says when no budget was given, and shows an unknown band as stored', () => {
    expect(budgetLabel(null)).toBe('Not given');
    expect(budgetLabel('')).toBe('Not given');
    expect(budgetLabel('5k-7k')).toBe('5k-7k');
  });
});
