import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';

/** The empty list says how to fill it. */
export function SavedEmpty() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h2 className="font-display text-display-sm text-ink">Nothing saved yet</h2>
      <p className="text-ink-700">
        Press <span className="font-medium">Save</span> (the heart) on a vendor, a venue or a story
        and it waits for you here, in this browser: no account needed. Share the list with your
        partner or planner when you are ready.
      </p>
      <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-champagne-700">
        <Link to={PATHS.index} className="underline hover:text-ink">
          Browse vendors
        </Link>
        <Link to={PATHS.venues} className="underline hover:text-ink">
          Find a venue
        </Link>
        <Link to={PATHS.blog} className="underline hover:text-ink">
          Read the magazine
        </Link>
      </p>
    </div>
  );
}
