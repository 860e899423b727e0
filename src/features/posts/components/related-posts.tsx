import { useRelatedPosts, type RelatedPostsSource } from '../api/get-related-posts';
import { PostCard } from './post-card';

/** 'More Stories Like This': hidden while loading, on error, or when there is nothing related. */
export function RelatedPosts({ post }: { post: RelatedPostsSource }) {
  const related = useRelatedPosts(post);
  const posts = related.data ?? [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-ivory-300 pt-14">
      <h2 id="related-heading" className="mb-10 text-center font-display text-4xl text-ink">
        More Stories Like This
      </h2>
      <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((entry) => (
          <li key={entry.id}>
            <PostCard post={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
