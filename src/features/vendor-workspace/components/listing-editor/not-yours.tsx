import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';

/**
 * Another member's listing (anyone may read a published one) or none at all: no form, and the
 * way to the vendor's own listings.
 */
export function NotYours({ found }: { found: boolean }) {
  return (
    <section
      aria-labelledby="not-yours-heading"
      className="max-w-measure space-y-4 border-l-2 border-champagne-600 bg-ivory-100 p-6"
    >
      <h2 id="not-yours-heading" className="font-display text-3xl text-ink">
        {found ? 'This listing is not yours' : 'We couldn’t find this listing'}
      </h2>
      <p className="text-ink-700">
        {found
          ? 'It belongs to another member, so it cannot be edited from your account. Your own listings are on your dashboard.'
          : 'It does not exist, or it belongs to another member. Your own listings are on your dashboard.'}
      </p>
      <Link
        to={PATHS.vendorDashboard}
        className="inline-flex min-h-11 items-center bg-ink px-6 text-xs font-medium tracking-label text-ivory-50 uppercase hover:bg-ink-700"
      >
        Go to your dashboard
      </Link>
    </section>
  );
}
