import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const FILTER_LABEL = 'flex flex-col gap-1 text-xs font-medium tracking-label uppercase';
const FILTER_CONTROL =
  'min-h-11 border border-ink-300 bg-ivory-50 px-3 text-base tracking-normal normal-case';

/** A list's search box: what was typed is applied when sent (Enter or Search), not per key. */
export function SearchFilter({
  label,
  value,
  onSearch,
}: {
  label: string;
  /** The search in force (from the URL). */
  value: string | null;
  onSearch: (q: string | null) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim() || null);
      }}
      className="flex items-end gap-2"
    >
      <label className={FILTER_LABEL}>
        {label}
        <input
          type="search"
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
          className={cn(FILTER_CONTROL, 'w-56 max-w-full')}
        />
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}

/** A list's filter: one choice (`children`, its options), or `allLabel` for none. */
export function SelectFilter({
  label,
  value,
  allLabel,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string | null;
  allLabel: string;
  onChange: (value: string | null) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={cn(FILTER_LABEL, className)}>
      {label}
      <select
        className={cn(FILTER_CONTROL, 'max-w-64')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{allLabel}</option>
        {children}
      </select>
    </label>
  );
}
