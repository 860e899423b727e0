import { cn } from '@/lib/utils';
import { formatWeddingDate } from '../wedding-date';
import { AVAILABILITY_WORDS, type AvailabilityState } from '../lib/availability-state';

const TONE: Record<AvailabilityState, string> = {
  free: 'border-champagne-600 bg-ivory-50 text-ink',
  limited: 'border-champagne-600 bg-champagne-100 text-ink',
  booked: 'border-ink-500 bg-ivory-200 text-ink-700',
};

/** "Free on 18 Sep 2027", "Limited on …", "Booked on …": a vendor's state on the couple's date. */
export function AvailabilityBadge({
  state,
  date,
  className,
}: {
  state: AvailabilityState;
  date: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        'inline-flex w-fit items-center border px-2 py-0.5 text-xs font-medium',
        TONE[state],
        className,
      )}
      data-availability={state}
    >
      {AVAILABILITY_WORDS[state]} {formatWeddingDate(date)}
    </p>
  );
}
