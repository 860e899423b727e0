import { writerPath } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { isoDateTime, organizationJsonLd } from '@/lib/schema-org';
import { authorName } from './format';

/** The fields of a story (POST_DETAIL_SELECT) its Article reads. */
export interface ArticleSource {
  title: string;
  excerpt: string | null;
  author: string | null;
  published_at: string | null;
  updated_at: string;
  category_ref: { name: string } | null;
  profile: { full_name: string | null; slug?: string | null } | null;
}

/**
 * A story's schema.org Article, written alike by its page's head (../components/post-meta.tsx)
 * and the site function's (src/site-function/pages.ts). The byline is a Person (with the writer's
 * page when the story is signed by a writer's profile) or, unsigned, the Organization. `url` is
 * the story's absolute address, `image` its cover's.
 */
export function articleJsonLd(
  post: ArticleSource,
  { url, image, origin }: { url: string; image?: string; origin: string },
) {
  const writer = post.profile?.full_name?.trim() ? post.profile.slug : null;
  const hasByline = Boolean(post.profile?.full_name?.trim() || post.author?.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    ...(post.published_at ? { datePublished: isoDateTime(post.published_at) } : {}),
    dateModified: isoDateTime(post.updated_at),
    author: hasByline
      ? {
          '@type': 'Person',
          name: authorName(post),
          ...(writer ? { url: `${origin}${writerPath(writer)}` } : {}),
        }
      : { '@type': 'Organization', name: SITE_NAME },
    publisher: organizationJsonLd(origin),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.category_ref ? { articleSection: post.category_ref.name } : {}),
  };
}
