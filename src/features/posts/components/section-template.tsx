import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/pagination';
import { PageMeta } from '@/components/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { postPath } from '@/config/paths';
import type { MagazineSection } from '@/config/sections';
import { leadShareImage } from '@/lib/share-image';
import { SECTION_PAGE_SIZE } from '@/config/site';
import { isBrowsable, useBlogCategories } from '../api/get-blog-categories';
import { useSectionPosts } from '../api/get-section-posts';
import { postListJsonLd } from '../lib/post-list-json-ld';
import type { PostCardPost } from '../api/post-fields';
import { pageCount, readMagazineParams, withParams } from '../lib/search-params';
import { ChipNav } from './filter-chips';
import { LoadError } from '@/components/load-error';
import { EmptyState } from './list-states';
import { PageHeader } from './page-header';
import { PostCard } from './post-card';
import { PostGrid, PostGridSkeleton } from './post-grid';

/** How many stories open page 1: the lead and the two beside it. */
const OPENING_COUNT = 3;

/** Page 1's opening: the lead story large, two more stacked beside it. */
function Opening({ posts, sectionName }: { posts: readonly PostCardPost[]; sectionName: string }) {
  const [lead, ...side] = posts;
  if (!lead) return null;
  return (
    <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
      <PostCard
        post={lead}
        variant="lead"
        sectionName={sectionName}
        priority
        headingLevel={2}
        className="lg:col-span-2"
      />
      {side.length > 0 && (
        <ul className="flex flex-col gap-10 border-ivory-300 lg:border-l lg:pl-12">
          {side.map((post) => (
            <li key={post.id}>
              <PostCard post={post} sectionName={sectionName} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * THE section page (src/config/sections.ts gives each section its row): masthead, subcategory
 * chips, a lead story with two beside it, the grid, and paging — all from the URL
 * (`category` = chip, `page`).
 */
export function SectionTemplate({ section }: { section: MagazineSection }) {
  const [searchParams] = useSearchParams();
  const { category, page } = readMagazineParams(searchParams);
  const chip = category && section.chipIds.includes(category) ? category : null;
  const posts = useSectionPosts({
    categoryIds: section.categoryIds,
    subcategoryIds: section.subcategoryIds ?? [],
    chip,
    page,
  });
  const categories = useBlogCategories();
  const byId = new Map(categories.data?.map((entry) => [entry.id, entry]));
  const chipName = chip ? byId.get(chip)?.name : undefined;
  const pages = pageCount(posts.data?.total ?? 0, SECTION_PAGE_SIZE);

  // A chip with no published story behind it would lead to an empty page: left out.
  const chips = section.chipIds
    .filter((id) => {
      const entry = byId.get(id);
      return entry !== undefined && isBrowsable(entry, chip);
    })
    .map((id) => ({
      id,
      label: byId.get(id)?.name ?? '',
      to: withParams(searchParams, { category: id === chip ? null : id, page: null }),
      active: id === chip,
    }));

  const list = posts.data?.posts ?? [];
  const opening = page === 1 ? list.slice(0, OPENING_COUNT) : [];
  const rest = page === 1 ? list.slice(OPENING_COUNT) : list;
  const canonical = section.canonicalPath ?? section.path;
  const title = chipName ? `${chipName} — ${section.title}` : section.title;

  return (
    <>
      <PageMeta
        title={page > 1 ? `${title} — Page ${page}` : title}
        description={section.description}
        // A chip or a later page narrows the section: not a page of its own (docs/decisions.md).
        path={canonical}
        noindex={chip !== null || page > 1}
        image={leadShareImage(
          list.map((post) => ({ cover: post.featured_image, alt: post.title })),
        )}
        jsonLd={
          chip === null && page === 1 && list.length > 0
            ? postListJsonLd(
                typeof window === 'undefined' ? '' : window.location.origin,
                section.title,
                list.map((post) => postPath(post.slug)),
              )
            : undefined
        }
      />
      <PageHeader
        eyebrow={section.eyebrow}
        title={section.title}
        description={section.description}
        badge={section.isNew ? 'NEW' : undefined}
      />
      <div className="mx-auto max-w-7xl px-4 pb-24 md:px-8">
        {section.chipIds.length > 0 && (
          // The row keeps its height while the chip names load, so nothing below moves.
          <div className="mb-12 min-h-[5.25rem] border-y border-ivory-300 py-5">
            <ChipNav
              label={`Filter ${section.title}`}
              chips={[
                {
                  id: 'all',
                  label: 'All',
                  to: withParams(searchParams, { category: null, page: null }),
                  active: chip === null,
                },
                ...chips,
              ]}
            />
          </div>
        )}

        {posts.isPending ? (
          <PostGridSkeleton count={6} />
        ) : posts.isError ? (
          <LoadError onRetry={() => void posts.refetch()} what="these stories" />
        ) : list.length === 0 ? (
          <EmptyState
            title="No stories here yet"
            actions={
              <Link to={section.path} className={buttonVariants()}>
                All of {section.title}
              </Link>
            }
          >
            Our editors are at work on this one. In the meantime, explore the rest of the section.
          </EmptyState>
        ) : (
          <div
            aria-busy={posts.isPlaceholderData || undefined}
            className={posts.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          >
            <Opening posts={opening} sectionName={section.title} />
            {rest.length > 0 && (
              <section aria-labelledby="section-more" className={opening.length ? 'mt-20' : ''}>
                <h2
                  id="section-more"
                  className={
                    opening.length
                      ? 'mb-10 border-t border-ivory-300 pt-10 font-display text-3xl text-ink'
                      : 'sr-only'
                  }
                >
                  More from {section.title}
                </h2>
                <PostGrid posts={rest} headingLevel={3} priorityCount={opening.length ? 0 : 1} />
              </section>
            )}
            <Pagination
              page={page}
              pageCount={pages}
              hrefFor={(target) => withParams(searchParams, { page: target })}
              className="mt-16"
            />
          </div>
        )}
      </div>
    </>
  );
}
