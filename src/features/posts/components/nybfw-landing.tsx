import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { PATHS, withQuery } from '@/config/paths';
import { BLOG_CATEGORY_IDS } from '@/config/reference-ids';
import { NYBFW_PAGE } from '@/config/sections';
import { useNybfwPosts } from '../api/get-nybfw-posts';
import type { PostCardPost } from '../api/post-fields';
import { LoadError } from '@/components/load-error';
import { EmptyState } from './list-states';
import { PageHeader } from './page-header';
import { PostCard } from './post-card';
import { PostGridSkeleton } from './post-grid';

const SECTION_NAME = 'Bridal Fashion Week';

/** Splits the coverage: the newest report leads, the other reports, the opinion pieces. */
export function splitCoverage(posts: readonly PostCardPost[]) {
  const reports = posts.filter((post) => !post.is_opinion);
  const opinions = posts.filter((post) => post.is_opinion);
  const [lead, ...designers] = reports.length > 0 ? reports : opinions;
  return {
    lead,
    designers: reports.length > 0 ? designers : [],
    opinions: reports.length > 0 ? opinions : designers,
  };
}

/**
 * /nybfw: the lead story of the week, the designer-by-designer reports, and the opinion pieces —
 * each marked OPINION — in a column of their own.
 */
export function NybfwLanding() {
  const posts = useNybfwPosts();
  const { lead, designers, opinions } = splitCoverage(posts.data ?? []);

  return (
    <>
      <PageHeader
        eyebrow={NYBFW_PAGE.eyebrow}
        title={NYBFW_PAGE.title}
        description={NYBFW_PAGE.description}
      />
      <div className="mx-auto max-w-7xl px-4 pb-24 md:px-8">
        {posts.isPending ? (
          <PostGridSkeleton count={6} />
        ) : posts.isError ? (
          <LoadError onRetry={() => void posts.refetch()} what="the fashion week coverage" />
        ) : !lead ? (
          <EmptyState title="The shows begin soon">
            Our fashion desk files from the front row the moment the first collection walks.
          </EmptyState>
        ) : (
          <>
            <section aria-labelledby="nybfw-lead" className="border-b border-ivory-300 pb-16">
              <h2 id="nybfw-lead" className="sr-only">
                The lead story
              </h2>
              <PostCard
                post={lead}
                variant="lead"
                sectionName={SECTION_NAME}
                priority
                split
                headingLevel={3}
              />
            </section>

            <div className="mt-16 grid gap-16 lg:grid-cols-3">
              <section aria-labelledby="nybfw-designers" className="lg:col-span-2">
                <h2 id="nybfw-designers" className="mb-10 font-display text-4xl text-ink">
                  Designer by Designer
                </h2>
                {designers.length > 0 ? (
                  <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2">
                    {designers.map((post) => (
                      <li key={post.id}>
                        <PostCard post={post} sectionName={SECTION_NAME} showDate />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-ink-700">More runway reports are on their way.</p>
                )}
              </section>

              <section
                aria-labelledby="nybfw-opinion"
                className="border-ivory-300 lg:border-l lg:pl-12"
              >
                <h2 id="nybfw-opinion" className="mb-2 font-display text-4xl text-ink">
                  Opinion
                </h2>
                <p className="mb-10 text-sm text-ink-700">
                  Our critics on what the runways got right, and what they did not.
                </p>
                {opinions.length > 0 ? (
                  <ul className="flex flex-col gap-10">
                    {opinions.map((post) => (
                      <li key={post.id}>
                        <PostCard post={post} variant="compact" sectionName={SECTION_NAME} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-ink-700">No opinion pieces this season yet.</p>
                )}
              </section>
            </div>

            <div className="mt-20 flex justify-center">
              <Link
                to={withQuery(PATHS.blog, { category: BLOG_CATEGORY_IDS.bridalFashionWeek })}
                className={buttonVariants()}
              >
                Every fashion week story
              </Link>
            </div>
          </>
        )}
      </div>
    </>
  );
}
