import { getBridalFashionWeekPostsQueryOptions } from '../api/get-bridal-fashion-week-posts';
import { PostCard } from './post-card';
import { PostSection } from './post-section';

const NAME = 'Bridal Fashion Week';
/** Fallback label of fashion posts (spec §3). */
const FASHION = 'Fashion';

/** Small cards carry OPINION for opinion pieces and HOT otherwise (spec §2). */
export const fashionBadge = (isOpinion: boolean) => (isOpinion ? 'OPINION' : 'HOT');

/** Bridal Fashion Week: one lead story and three small cards with badges. */
export function BridalFashionWeekSection() {
  return (
    <PostSection
      id="bridal-fashion-week"
      title={NAME}
      options={getBridalFashionWeekPostsQueryOptions()}
    >
      {([lead, ...rest]) => (
        <div className="grid gap-10 md:grid-cols-[3fr_2fr] md:gap-12">
          {lead ? (
            <PostCard
              post={lead}
              sectionName={FASHION}
              size="lg"
              sizes="(min-width: 1280px) 720px, (min-width: 768px) 60vw, 100vw"
            />
          ) : null}
          <div className="flex flex-col gap-8">
            {rest.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                sectionName={FASHION}
                size="sm"
                shape="portrait"
                orientation="row"
                badge={fashionBadge(post.is_opinion)}
                sizes="128px"
              />
            ))}
          </div>
        </div>
      )}
    </PostSection>
  );
}
