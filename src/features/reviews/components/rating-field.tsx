import type { UseFormRegisterReturn } from 'react-hook-form';
import { REVIEW_RATING_MAX } from '@/config/reviews';
import { cn } from '@/lib/utils';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * A rating as a radio group of 1–5 stars: native radios (arrow keys move, Space picks), each
 * named "3 stars", with a visible focus ring; the error is read with the group.
 */
export function RatingField({
  name,
  legend,
  optional = false,
  error,
  register,
  size = 'md',
}: {
  name: string;
  legend: string;
  optional?: boolean;
  error?: string;
  register: UseFormRegisterReturn;
  size?: 'md' | 'lg';
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      role="radiogroup"
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-required={optional ? undefined : true}
    >
      <legend className="text-xs font-medium tracking-label text-ink uppercase">
        {legend}
        {optional ? (
          <span className="ml-2 font-normal tracking-normal text-ink-500 normal-case">
            (optional)
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-1">
        {STARS.map((stars) => (
          <label key={stars} className="group relative cursor-pointer">
            <input
              type="radio"
              value={String(stars)}
              aria-invalid={error ? true : undefined}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              {...register}
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex items-center justify-center border border-ink-300 bg-ivory-50 text-ink-500 peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-champagne-600 group-hover:border-ink',
                size === 'lg' ? 'h-12 min-w-12 px-3 text-lg' : 'h-11 min-w-11 px-2 text-base',
              )}
            >
              {stars}★
            </span>
            <span className="sr-only">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
