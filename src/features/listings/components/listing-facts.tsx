import { formatCount, formatPrice, languageList, settingLabel } from '@/lib/listing-facts-format';
import { DEFAULT_PRICE_CURRENCY } from '@/config/listing-facts';
import type { ListingFacts as Facts } from '../lib/listing-facts';

const isCount = (value: unknown): value is number => typeof value === 'number';

/**
 * The facts as label and words, leaving out what the vendor did not say (or what a row from an
 * older select does not hold).
 */
export function factRows(facts: Partial<Facts>): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (facts.price_on_request) rows.push({ label: 'Starting at', value: 'Price on request' });
  else if (isCount(facts.price_from))
    rows.push({
      label: 'Starting at',
      value: formatPrice(facts.price_from, facts.price_currency ?? DEFAULT_PRICE_CURRENCY),
    });
  if (Array.isArray(facts.languages) && facts.languages.length > 0)
    rows.push({ label: 'Languages', value: languageList(facts.languages) });
  if (isCount(facts.capacity_seated))
    rows.push({ label: 'Seated', value: `${formatCount(facts.capacity_seated)} guests` });
  if (isCount(facts.capacity_standing))
    rows.push({ label: 'Standing', value: `${formatCount(facts.capacity_standing)} guests` });
  if (facts.setting) rows.push({ label: 'Setting', value: settingLabel(facts.setting) });
  if (isCount(facts.rooms_on_site))
    rows.push({ label: 'Rooms on site', value: formatCount(facts.rooms_on_site) });
  return rows;
}

/**
 * What a vendor says about themselves for couples choosing (#31): starting price, languages, and
 * for a venue its capacity, setting and rooms. Nothing when the vendor has said none of it.
 */
export function ListingFacts({ listing }: { listing: Partial<Facts> & { name: string } }) {
  const rows = factRows(listing);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="facts-heading" className="border-y border-ivory-300 py-8">
      <h2 id="facts-heading" className="sr-only">
        {listing.name} at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-x-8 gap-y-6 md:grid-cols-3 lg:grid-cols-6">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-1">
            <dt className="text-label tracking-label text-ink-500 uppercase">{row.label}</dt>
            <dd className="text-lg text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
