import { Link } from 'react-router-dom';
import { PATHS, withQuery } from '@/config/paths';
import type { BusinessCategory } from '../api/get-business-categories';

/**
 * ?category= names no category: not an error, a page that says so and lists the ones we have.
 */
export function UnknownCategory({
  value,
  categories,
}: {
  value: string;
  categories: readonly BusinessCategory[];
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center py-16 text-center">
      <h2 className="font-display text-display-sm text-ink">No such category</h2>
      <p className="mt-4 text-ink-700">
        We don’t have a category called “{value}”. Choose one of ours, or browse every vendor.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-2" aria-label="Categories">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={withQuery(PATHS.index, { category: category.id })}
              className="inline-flex min-h-11 items-center border border-ink-300 px-4 text-label tracking-label text-ink uppercase hover:border-ink"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={PATHS.index}
        className="mt-10 text-ink underline decoration-champagne-400 underline-offset-4 hover:text-champagne-700"
      >
        Browse every vendor
      </Link>
    </div>
  );
}
