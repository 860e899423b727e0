import { Link } from 'react-router-dom';
import { listingPath, postPath } from '@/config/paths';
import type { Partner } from '../lib/often-with';

/** Stories named as the evidence under each partner; the count says how many there are. */
const STORIES_SHOWN = 3;

/**
 * "Often works with": the vendors this one has been credited beside most often in live stories,
 * each with the stories they made together (the evidence), linking to both. Nothing when the
 * magazine has not credited them with anyone yet.
 */
export function OftenWith({ name, partners }: { name: string; partners: Partner[] }) {
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="often-with-heading">
      <h2 id="often-with-heading" className="font-display text-display-md text-ink">
        Often works with
      </h2>
      <p className="mt-3 max-w-prose text-ink-700">
        The teams {name} has been credited with in Perféte&rsquo;s stories.
      </p>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {partners.map((partner) => {
          const count = partner.stories.length;
          return (
            <li key={partner.id} className="flex flex-col gap-2 border-t border-ivory-300 pt-5">
              {partner.category ? (
                <p className="text-label tracking-label text-champagne-700 uppercase">
                  {partner.category.name}
                </p>
              ) : null}
              <h3 className="font-display text-xl leading-snug text-ink">
                <Link
                  to={listingPath(partner.url_name)}
                  className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-champagne-600"
                >
                  {partner.name}
                </Link>
              </h3>
              <p className="text-sm text-ink-700">
                Together in {count} {count === 1 ? 'story' : 'stories'}:
              </p>
              <ul className="flex flex-col gap-1 text-sm">
                {partner.stories.slice(0, STORIES_SHOWN).map((story) => (
                  <li key={story.slug}>
                    <Link
                      to={postPath(story.slug)}
                      className="text-ink underline underline-offset-4 hover:text-champagne-700 focus-visible:outline-2 focus-visible:outline-champagne-600"
                    >
                      {story.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
