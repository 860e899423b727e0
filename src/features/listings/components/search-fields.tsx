import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DIRECTORY_SEARCH_MAX_LENGTH } from '@/config/site';

const INPUT =
  'min-h-11 w-full border border-ink-300 bg-ivory-50 px-3 py-2 text-base text-ink placeholder:text-ink-500 focus-visible:border-ink';
const FILTER_LABEL = 'text-label font-medium tracking-label text-ink uppercase';

export interface SearchFieldsProps {
  location: string;
  q: string;
  onSearch: (values: { location: string; q: string }) => void;
  namePlaceholder: string;
}

/**
 * The place and name fields with their Search button: applied on submit (Enter or the button),
 * not on every keystroke, so each search is one history entry. Keyed by the URL's values, they
 * follow back and forward.
 */
export function SearchFields({ location, q, onSearch, namePlaceholder }: SearchFieldsProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSearch({ location: String(data.get('location') ?? ''), q: String(data.get('q') ?? '') });
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
      key={`${location}\u0000${q}`}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-location`} className={FILTER_LABEL}>
          Location
        </label>
        <input
          id={`${id}-location`}
          name="location"
          type="search"
          defaultValue={location}
          maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
          placeholder="City, region or country"
          autoComplete="off"
          className={INPUT}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-q`} className={FILTER_LABEL}>
          Name
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={DIRECTORY_SEARCH_MAX_LENGTH}
          placeholder={namePlaceholder}
          autoComplete="off"
          className={INPUT}
        />
      </div>
      <Button type="submit" variant="solid" className="min-h-11">
        Search
      </Button>
    </form>
  );
}

const SELECT =
  'min-h-11 w-full border border-ink-300 bg-ivory-50 px-3 py-2 text-base text-ink focus-visible:border-ink';

/** A filter's labelled select (category, guests); a choice applies at once. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={SELECT}
      >
        {children}
      </select>
    </div>
  );
}
