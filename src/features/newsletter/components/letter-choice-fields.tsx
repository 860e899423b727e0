import type { FieldErrors, Path, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { TextField } from '@/components/form';
import { NEWSLETTER_CITY_MAX_LENGTH, NEWSLETTER_LETTERS } from '@/config/newsletter';
import type { NewsletterChoiceValues } from '../lib/subscribe-schema';
import { todayIso } from '../lib/subscribe-schema';

/**
 * The letters (two tick boxes in a fieldset, its error under the legend), then the wedding date
 * and city once Week by week is ticked or a date is given. Used by the subscribe form and the
 * preferences page; `idPrefix` keeps two forms on one page (footer, story end) apart.
 */
export function LetterChoiceFields<T extends NewsletterChoiceValues>({
  idPrefix,
  register,
  watch,
  errors,
  compact = false,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  errors: FieldErrors<T>;
  compact?: boolean;
}) {
  // The choice's fields, by name, in whichever form holds them.
  const field = (name: keyof NewsletterChoiceValues) => name as Path<T>;
  const message = (name: keyof NewsletterChoiceValues) => {
    const error = (errors as FieldErrors<NewsletterChoiceValues>)[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const lettersError = message('the_edit');
  const weekByWeek = Boolean(watch(field('week_by_week')));
  const showDate = weekByWeek || Boolean(watch(field('wedding_date')));
  return (
    <>
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={lettersError ? `${idPrefix}-letters-error` : undefined}
      >
        <legend className="mb-3 text-xs font-medium tracking-label text-ink uppercase">
          Your letters
        </legend>
        {lettersError ? (
          <p id={`${idPrefix}-letters-error`} className="text-sm font-medium text-red-800">
            {lettersError}
          </p>
        ) : null}
        {NEWSLETTER_LETTERS.map((letter) => (
          <div key={letter.value} className="flex items-start gap-3">
            <input
              id={`${idPrefix}-${letter.value}`}
              type="checkbox"
              aria-invalid={lettersError ? true : undefined}
              aria-describedby={compact ? undefined : `${idPrefix}-${letter.value}-about`}
              className="mt-1 size-5 shrink-0 accent-ink"
              {...register(field(letter.value))}
            />
            <div>
              <label htmlFor={`${idPrefix}-${letter.value}`} className="text-base text-ink">
                {letter.label}
                <span className="text-ink-500"> · {letter.cadence}</span>
              </label>
              {compact ? null : (
                <p id={`${idPrefix}-${letter.value}-about`} className="text-sm text-ink-700">
                  {letter.description}
                </p>
              )}
            </div>
          </div>
        ))}
      </fieldset>
      {showDate ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${idPrefix}-date`}
            label="Wedding date"
            type="date"
            min={todayIso()}
            optional={!weekByWeek}
            error={message('wedding_date')}
            {...register(field('wedding_date'))}
          />
          <TextField
            id={`${idPrefix}-city`}
            label="City"
            optional
            autoComplete="address-level2"
            maxLength={NEWSLETTER_CITY_MAX_LENGTH}
            error={message('city')}
            {...register(field('city'))}
          />
        </div>
      ) : null}
    </>
  );
}
