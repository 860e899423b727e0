import { useId } from 'react';
import { LANGUAGES_MAX, SPOKEN_LANGUAGES } from '@/config/listing-facts';
import { languageName } from '@/lib/listing-facts-format';

/**
 * The languages a vendor speaks: a group of tick boxes (Tab moves, Space ticks), named in
 * English, in a few columns. The value is the codes joined by commas ("en,fr"), in the list's
 * order, as the editor's other fields are strings.
 */
export function LanguagePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const chosen = new Set(value ? value.split(',') : []);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChange(SPOKEN_LANGUAGES.filter((language) => next.has(language)).join(','));
  };
  return (
    <fieldset
      className="flex flex-col gap-3 md:col-span-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-xs font-medium tracking-label text-ink uppercase">
        Languages you speak
        <span className="ml-2 font-normal tracking-normal text-ink-500 normal-case">
          (optional)
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-ink-700">
        Choose up to {LANGUAGES_MAX}. {chosen.size > 0 ? `${chosen.size} chosen.` : ''}
      </p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 md:grid-cols-4">
        {SPOKEN_LANGUAGES.map((code) => (
          <li key={code} className="flex items-center gap-3">
            <input
              id={`${id}-${code}`}
              type="checkbox"
              checked={chosen.has(code)}
              onChange={(event) => toggle(code, event.target.checked)}
              className="size-5 shrink-0 accent-ink"
            />
            <label htmlFor={`${id}-${code}`} className="text-base text-ink-700">
              {languageName(code)}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
