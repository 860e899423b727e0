import { getRelationshipsPostsQueryOptions } from '../api/get-relationships-posts';
import { PostCard } from './post-card';
import { PostSection } from './post-section';

/** Also the fallback label of relationship posts (spec §3). */
const NAME = 'Relationships';

/** Relationships: five cards in 1, 3 or 5 columns by width, with the author's avatar. */
export function RelationshipsSection() {
  return (
    <PostSection id="relationships" title={NAME} options={getRelationshipsPostsQueryOptions()}>
      {(posts) => (
        <div className="grid grid-cols-1 gap-10 md:grid-cols-3 md:gap-6 xl:grid-cols-5">
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              sectionName={NAME}
              size="sm"
              shape="portrait"
              showAvatar
              sizes="(min-width: 1280px) 240px, (min-width: 768px) 33vw, 100vw"
            />
          ))}
        </div>
      )}
    </PostSection>
  );
}
