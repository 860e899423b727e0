import { PostSection } from './post-section';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { PostCard } from '@/features/posts';

const NAME = 'Real Weddings';

/** Real Weddings: the 3 newest, in three columns. */
export function RealWeddingsSection() {
  return (
    <PostSection id="real-weddings" title={NAME} feed="realWeddings">
      {(posts) => (
        <div className="grid gap-10 md:grid-cols-3 md:gap-8">
          {posts.map((post) => (
            <PostCard
              variant="home-md"
              key={post.id}
              post={post}
              sectionName={NAME}
              sizes={IMAGE_SIZES.realWeddings}
            />
          ))}
        </div>
      )}
    </PostSection>
  );
}
