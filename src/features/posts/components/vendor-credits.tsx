import { useId } from 'react';
import { Link } from 'react-router-dom';
import { listingPath } from '@/config/paths';

export interface CreditEntry {
  role: string;
  name: string;
  url_name: string;
}

/** 'The Vendors': who made the day, each name linking to the vendor's page in the directory. */
export function VendorCredits({
  heading,
  credits,
}: {
  heading: string;
  credits: readonly CreditEntry[];
}) {
  const id = useId();
  if (credits.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="my-10 border border-ivory-300 bg-ivory-100 p-6 md:p-10"
    >
      <h2 id={id} className="mb-6 font-display text-3xl text-ink">
        {heading}
      </h2>
      <dl className="grid gap-x-10 gap-y-4 sm:grid-cols-2">
        {credits.map((credit) => (
          <div key={`${credit.role}-${credit.url_name}`} className="flex flex-col gap-1">
            <dt className="text-xs tracking-label text-ink-500 uppercase">{credit.role}</dt>
            <dd>
              <Link
                to={listingPath(credit.url_name)}
                className="font-display text-xl text-ink underline decoration-champagne-300 underline-offset-4 hover:decoration-ink"
              >
                {credit.name}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
