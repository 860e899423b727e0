import { INQUIRY_BUDGET_BANDS } from '@/config/site';

/**
 * A couple's budget band in words ("$10,000 – $25,000"), as the inquiry form offered it; a band
 * this build does not know (renamed since) shows as stored rather than not at all.
 */
export function budgetLabel(band: string | null): string {
  if (!band) return 'Not given';
  return INQUIRY_BUDGET_BANDS.find((option) => option.value === band)?.label ?? band;
}
