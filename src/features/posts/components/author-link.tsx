import { Link } from 'react-router-dom';
import { writerPath } from '@/config/paths';
import type { AuthorProfile } from '../api/post-fields';

/**
 * The author's name in a byline: a link to their page (/writers/<slug>) when they have one, else
 * the name alone (a byline typed as text, or a writer with no page). Raised above a card's
 * stretched title link (`relative z-10`), so a click on the name opens the writer, anywhere else
 * the story. Lean on purpose: every card on the home page's first paint carries it.
 */
export function AuthorLink({
  profile,
  name,
  className = '',
}: {
  profile?: AuthorProfile | null;
  name: string;
  className?: string;
}) {
  const slug = profile?.slug;
  if (!slug) return className ? <span className={className}>{name}</span> : name;
  return (
    <Link to={writerPath(slug)} className={`relative z-10 hover:underline ${className}`}>
      {name}
    </Link>
  );
}
