import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { MEMBERSHIP_PROMO_ACTION, MEMBERSHIP_PROMO_TITLE } from '@/config/site';
import { cn } from '@/lib/utils';

/**
 * The vendor membership promo (site-spec §1): an invitation-only community, and 'I Want In' to
 * /membership. A labelled section, so it is its own landmark wherever it is placed.
 */
export function MembershipPromo({ className }: { className?: string }) {
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className={cn('bg-ink px-gutter py-section text-ivory-50', className)}
    >
      <div className="mx-auto flex max-w-measure flex-col items-center text-center">
        <p className="text-label tracking-eyebrow text-champagne-300 uppercase">By invitation</p>
        <h2
          id={headingId}
          className="mt-6 font-display text-display-md font-light tracking-[0.14em] uppercase"
        >
          {MEMBERSHIP_PROMO_TITLE}
        </h2>
        <span aria-hidden="true" className="mt-8 h-px w-16 bg-champagne-400" />
        <p className="mt-8 font-display text-2xl leading-snug text-balance text-ivory-200 italic md:text-[1.75rem]">
          Our community is exclusively invitation-only. It brings together professionals whose work
          reflects an uncompromising commitment to quality and artistry, and a shared aesthetic
          vision.
        </p>
        <Link
          to={PATHS.membership}
          className="mt-12 inline-flex items-center justify-center border border-ivory-50 px-8 py-3.5 text-xs font-medium tracking-eyebrow text-ivory-50 uppercase transition-colors hover:bg-ivory-50 hover:text-ink"
        >
          {MEMBERSHIP_PROMO_ACTION}
        </Link>
      </div>
    </section>
  );
}
