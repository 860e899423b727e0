import { PostSection } from './post-section';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { PostCard } from '@/features/posts';

const NAME = 'Bridal Fashion Week';
/** Fallback label of fashion posts (spec §3). */
const FASHION = 'Fashion';

/** Small cards carry OPINION for opinion pieces and HOT otherwise (spec §2). */
export const fashionBadge = (isOpinion: boolean) => (isOpinion ? 'OPINION' : 'HOT');

/** Bridal Fashion Week: one lead story and three small cards with badges. */
export function BridalFashionWeekSection() {
  return (
    <PostSection id="bridal-fashion-week" title={NAME} feed="bridalFashionWeek">
      {([lead, ...rest]) => (
        <div className="grid gap-10 md:grid-cols-[3fr_2fr] md:gap-12">
          {lead ? (
            <PostCard
              variant="home-lg"
              post={lead}
              sectionName={FASHION}
              sizes={IMAGE_SIZES.fashionLead}
            />
          ) : null}
          <div className="flex flex-col gap-8">
            {rest.map((post) => (
              <PostCard
                variant="home-sm"
                key={post.id}
                post={post}
                sectionName={FASHION}
                aspect="portrait"
                row
                badge={fashionBadge(post.is_opinion)}
                sizes={IMAGE_SIZES.fashionRow}
              />
            ))}
          </div>
        </div>
      )}
    </PostSection>
  );
}
