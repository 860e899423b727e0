import { getRealWeddingsPostsQueryOptions } from '../api/get-real-weddings-posts';
import { PostCard } from './post-card';
import { PostSection } from './post-section';

const NAME = 'Real Weddings';

/** Real Weddings: the 3 newest, in three columns. */
export function RealWeddingsSection() {
  return (
    <PostSection id="real-weddings" title={NAME} options={getRealWeddingsPostsQueryOptions()}>
      {(posts) => (
        <div className="grid gap-10 md:grid-cols-3 md:gap-8">
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              sectionName={NAME}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
            />
          ))}
        </div>
      )}
    </PostSection>
  );
}
