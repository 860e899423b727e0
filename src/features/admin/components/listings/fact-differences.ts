import { formatCount, languageList, settingLabel } from '@/lib/listing-facts-format';

/** What vendors say about themselves (#31), as a reviewer reads a change to them. */
export const FACT_LABELS: Record<string, string> = {
  price_on_request: 'Price on request',
  price_from: 'Starting price',
  price_currency: 'Currency',
  languages: 'Languages',
  capacity_seated: 'Seated guests',
  capacity_standing: 'Standing guests',
  setting: 'Setting',
  rooms_on_site: 'Rooms on site',
};

/**
 * A fact's value in words ("Yes", "English and French", "Indoor and outdoor", "2,500"), or
 * undefined for the other fields (shown as they are). Nothing said reads as empty.
 */
export function shownFact(key: string, value: unknown): string | undefined {
  if (!(key in FACT_LABELS)) return undefined;
  if (value === null || value === undefined || value === '') return '';
  if (key === 'price_on_request') return value === true ? 'Yes' : 'No';
  if (key === 'languages') return Array.isArray(value) ? languageList(value.map(String)) : '';
  if (key === 'setting') return settingLabel(String(value));
  if (typeof value === 'number') return formatCount(value);
  return String(value);
}
