import { IMAGE_SIZES } from '@/config/image-sizes';
import { useIsMobile } from '@/hooks/use-media-query';
import { PostSection } from './post-section';
import { PostCard } from '@/features/posts';

const NAME = 'Celebrity';

/** Celebrity: four posts, a 2-column grid on mobile; on desktop a lead and three in a row. */
export function CelebritySection() {
  const mobile = useIsMobile();
  return (
    <PostSection id="celebrity" title={NAME} feed="celebrity">
      {(posts) =>
        mobile ? (
          <div className="grid grid-cols-2 gap-x-4 gap-y-8">
            {posts.map((post) => (
              <PostCard
                variant="home-sm"
                key={post.id}
                post={post}
                sectionName={NAME}
                aspect="portrait"
                showExcerpt={false}
                sizes={IMAGE_SIZES.celebrityMobile}
              />
            ))}
          </div>
        ) : (
          <CelebrityDesktop posts={posts} />
        )
      }
    </PostSection>
  );
}

function CelebrityDesktop({
  posts: [lead, ...row],
}: {
  posts: Parameters<typeof PostCard>[0]['post'][];
}) {
  return (
    <div className="flex flex-col gap-12">
      {lead ? (
        <PostCard
          variant="home-lg"
          post={lead}
          sectionName={NAME}
          className="md:grid md:grid-cols-2 md:items-center md:gap-10"
          sizes={IMAGE_SIZES.celebrityLead}
        />
      ) : null}
      <div className="grid grid-cols-3 gap-8">
        {row.map((post) => (
          <PostCard
            variant="home-md"
            key={post.id}
            post={post}
            sectionName={NAME}
            sizes={IMAGE_SIZES.celebrityRow}
          />
        ))}
      </div>
    </div>
  );
}
