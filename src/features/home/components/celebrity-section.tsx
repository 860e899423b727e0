import { getCelebrityPostsQueryOptions } from '../api/get-celebrity-posts';
import { useIsMobile } from '../hooks/use-is-mobile';
import { PostCard } from './post-card';
import { PostSection } from './post-section';

const NAME = 'Celebrity';

/** Celebrity: four posts, a 2-column grid on mobile; on desktop a lead and three in a row. */
export function CelebritySection() {
  const mobile = useIsMobile();
  return (
    <PostSection id="celebrity" title={NAME} options={getCelebrityPostsQueryOptions()}>
      {(posts) =>
        mobile ? (
          <div className="grid grid-cols-2 gap-x-4 gap-y-8">
            {posts.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                sectionName={NAME}
                size="sm"
                shape="portrait"
                showExcerpt={false}
                sizes="50vw"
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
          post={lead}
          sectionName={NAME}
          size="lg"
          className="md:grid md:grid-cols-2 md:items-center md:gap-10"
          sizes="(min-width: 1280px) 620px, 50vw"
        />
      ) : null}
      <div className="grid grid-cols-3 gap-8">
        {row.map((post) => (
          <PostCard
            key={post.id}
            post={post}
            sectionName={NAME}
            sizes="(min-width: 1280px) 400px, 33vw"
          />
        ))}
      </div>
    </div>
  );
}
