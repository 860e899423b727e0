import { PostSection } from './post-section';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { PostCard } from '@/features/posts';

/** Also the fallback label of relationship posts (spec §3). */
const NAME = 'Relationships';

/** Relationships: five cards in 1, 3 or 5 columns by width, with the author's avatar. */
export function RelationshipsSection() {
  return (
    <PostSection id="relationships" title={NAME} feed="relationships">
      {(posts) => (
        <div className="grid grid-cols-1 gap-10 md:grid-cols-3 md:gap-6 xl:grid-cols-5">
          {posts.map((post) => (
            <PostCard
              variant="home-sm"
              key={post.id}
              post={post}
              sectionName={NAME}
              aspect="portrait"
              showAvatar
              sizes={IMAGE_SIZES.relationships}
            />
          ))}
        </div>
      )}
    </PostSection>
  );
}
