import { Link } from 'react-router-dom';
import { writerPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { AuthorProfile } from '../api/post-fields';

/**
 * The author's name in a byline: a link to their page (/writers/<slug>) when they have one, else
 * the name alone (a byline typed as text, or a writer with no page). Raised above a card's
 * stretched title link, so a click on the name opens the writer, anywhere else the story.
 */
export function AuthorLink({
  profile,
  name,
  className,
}: {
  profile?: AuthorProfile | null;
  name: string;
  className?: string;
}) {
  const slug = profile?.slug;
  // A typed byline ("Words by …") overrides the profile's name: it still names the same writer.
  if (!slug) return className ? <span className={className}>{name}</span> : name;
  return (
    <Link
      to={writerPath(slug)}
      className={cn(
        'relative z-10 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne-600',
        className,
      )}
    >
      {name}
    </Link>
  );
}
