import { getPlanningPostsQueryOptions } from '../api/get-planning-posts';
import { PostCard } from './post-card';
import { PostSection } from './post-section';

/** Fallback label of planning posts (spec §3: 'Wedding Planning'). */
const FALLBACK = 'Wedding Planning';

/** Planning: one lead and four side stories, newest created first. */
export function PlanningSection() {
  return (
    <PostSection id="planning" title="Planning" options={getPlanningPostsQueryOptions()}>
      {([lead, ...side]) => (
        <div className="grid gap-10 md:grid-cols-2 md:gap-12">
          {lead ? (
            <PostCard
              post={lead}
              sectionName={FALLBACK}
              size="lg"
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            />
          ) : null}
          <div className="grid grid-cols-1 gap-8 sm:grid-cols-2">
            {side.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                sectionName={FALLBACK}
                size="sm"
                showExcerpt={false}
                sizes="(min-width: 1280px) 290px, (min-width: 640px) 25vw, 100vw"
              />
            ))}
          </div>
        </div>
      )}
    </PostSection>
  );
}
