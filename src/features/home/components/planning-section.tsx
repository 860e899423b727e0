import { PostSection } from './post-section';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { PostCard } from '@/features/posts';

/** Fallback label of planning posts (spec §3: 'Wedding Planning'). */
const FALLBACK = 'Wedding Planning';

/** Planning: one lead and four side stories, newest created first. */
export function PlanningSection() {
  return (
    <PostSection id="planning" title="Planning" feed="planning">
      {([lead, ...side]) => (
        <div className="grid gap-10 md:grid-cols-2 md:gap-12">
          {lead ? (
            <PostCard
              variant="home-lg"
              post={lead}
              sectionName={FALLBACK}
              sizes={IMAGE_SIZES.planningLead}
            />
          ) : null}
          <div className="grid grid-cols-1 gap-8 sm:grid-cols-2">
            {side.map((post) => (
              <PostCard
                variant="home-sm"
                key={post.id}
                post={post}
                sectionName={FALLBACK}
                showExcerpt={false}
                sizes={IMAGE_SIZES.planningSide}
              />
            ))}
          </div>
        </div>
      )}
    </PostSection>
  );
}
