import {
  DIRECTORY_PRICE_CURRENCY,
  PRICE_MAX_OPTIONS,
  SEATED_OPTIONS,
} from '@/config/directory-filters';
import { wholeCurrency } from '@/lib/english-format';
import { FilterSelect } from './search-fields';

/** "Up to": a starting price of at most this (in euros); a choice applies at once. */
export function PriceFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: string) => void;
}) {
  return (
    <FilterSelect label="Up to" value={String(value ?? '')} onChange={onChange}>
      <option value="">Any price</option>
      {PRICE_MAX_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {wholeCurrency(option, DIRECTORY_PRICE_CURRENCY)}
        </option>
      ))}
    </FilterSelect>
  );
}

/** "Seats at least": venues seating this many guests or more. */
export function SeatsFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: string) => void;
}) {
  return (
    <FilterSelect label="Seats at least" value={String(value ?? '')} onChange={onChange}>
      <option value="">Any number</option>
      {SEATED_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {option} seated
        </option>
      ))}
    </FilterSelect>
  );
}
