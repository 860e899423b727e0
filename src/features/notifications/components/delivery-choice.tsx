import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface DeliveryOption {
  value: string;
  label: string;
  /** What choosing it means, read with the option (aria-describedby). */
  hint: string;
}

/**
 * One question of the email choices as a group of radio buttons with a legend: each option's
 * label names it and its hint says what it means. `note`: a word about the current state (the
 * emails are stopped), shown above the options and read as the group's description. Spread
 * react-hook-form's `register(name)`.
 */
export function DeliveryChoice({
  legend,
  note,
  options,
  ...field
}: { legend: string; note?: string; options: DeliveryOption[] } & UseFormRegisterReturn) {
  const id = useId();
  return (
    <fieldset className="space-y-4" aria-describedby={note ? `${id}-note` : undefined}>
      <legend className="mb-4 text-xs font-medium tracking-label text-ink uppercase">
        {legend}
      </legend>
      {note ? (
        <p
          id={`${id}-note`}
          className="border-l-2 border-champagne-300 bg-ivory-100 px-4 py-3 text-sm text-ink"
        >
          {note}
        </p>
      ) : null}
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={optionId}
              type="radio"
              value={option.value}
              aria-describedby={`${optionId}-hint`}
              className="mt-1 size-5 shrink-0 accent-ink"
              {...field}
            />
            <div className="space-y-1">
              <label htmlFor={optionId} className="text-base text-ink">
                {option.label}
              </label>
              <p id={`${optionId}-hint`} className="text-sm text-ink-700">
                {option.hint}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
