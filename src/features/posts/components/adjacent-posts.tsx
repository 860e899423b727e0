import { Link } from 'react-router-dom';
import { postPath } from '@/config/paths';
import { useAdjacentPosts, type AdjacentPostsSource } from '../api/get-adjacent-posts';

/** Previous (older) and next (newer) stories. */
export function AdjacentPosts({ post }: { post: AdjacentPostsSource }) {
  const adjacent = useAdjacentPosts(post);
  const { previous, next } = adjacent.data ?? { previous: null, next: null };
  if (!previous && !next) return null;
  return (
    <nav
      aria-label="Previous and next stories"
      className="grid gap-6 border-t border-ivory-300 py-10 sm:grid-cols-2"
    >
      {previous ? (
        <Link to={postPath(previous.slug)} rel="prev" className="group flex flex-col gap-2">
          <span className="text-xs tracking-label text-ink-500 uppercase">← Previous story</span>
          <span className="font-display text-2xl text-ink group-hover:underline group-hover:underline-offset-4">
            {previous.title}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={postPath(next.slug)}
          rel="next"
          className="group flex flex-col gap-2 sm:text-right"
        >
          <span className="text-xs tracking-label text-ink-500 uppercase">Next story →</span>
          <span className="font-display text-2xl text-ink group-hover:underline group-hover:underline-offset-4">
            {next.title}
          </span>
        </Link>
      )}
    </nav>
  );
}
