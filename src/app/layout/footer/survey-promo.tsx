import { useId } from 'react';
import { SURVEY_PROMO_ACTION, SURVEY_PROMO_STATUS } from '@/config/site';

/**
 * The footer's survey promo. The survey itself is not specified: its button stays focusable and
 * announced as unavailable ('Survey opens soon'), and pressing it does nothing.
 */
export function SurveyPromo() {
  const headingId = useId();
  const statusId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6 border-b border-ivory-300 pb-12 md:flex-row md:items-end md:justify-between"
    >
      <div className="max-w-xl">
        <p className="text-label tracking-eyebrow text-champagne-700 uppercase">Reader survey</p>
        <h2 id={headingId} className="mt-4 font-display text-display-sm text-ink">
          Tell us about your wedding
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-ink-700">
          Five quiet minutes about your plans help us choose the stories and artists we feature.
        </p>
      </div>
      <div className="flex flex-col items-start gap-2 md:items-end">
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={statusId}
          className="cursor-not-allowed border border-ink-300 px-6 py-3 text-xs font-medium tracking-label text-ink-500 uppercase"
        >
          {SURVEY_PROMO_ACTION}
        </button>
        <span id={statusId} className="text-xs text-ink-500 italic">
          {SURVEY_PROMO_STATUS}
        </span>
      </div>
    </section>
  );
}
