import { absoluteUrl, PageMeta } from '@/components/page-meta';
import { postPath } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { mediaUrl } from '@/lib/media';
import type { PostDetail } from '../api/get-post';
import { authorName } from '../lib/format';
import { isSafeMediaRef } from '../lib/safe-url';

/**
 * The share image, as an absolute URL: the social image the editor chose, else the 1600-wide
 * featured image.
 */
export function postImageUrl(
  post: Pick<PostDetail, 'featured_image'> & Partial<Pick<PostDetail, 'social_image'>>,
): string | undefined {
  const chosen = post.social_image || post.featured_image;
  if (!chosen || !isSafeMediaRef(chosen)) return undefined;
  return absoluteUrl(mediaUrl(chosen, { width: 1600 }));
}

/** schema.org Article for search engines. */
export function articleJsonLd(post: PostDetail, url: string, image?: string) {
  const name = authorName(post);
  const hasByline = Boolean(post.profile?.full_name?.trim() || post.author?.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    ...(post.published_at ? { datePublished: post.published_at } : {}),
    dateModified: post.updated_at,
    author: hasByline ? { '@type': 'Person', name } : { '@type': 'Organization', name: SITE_NAME },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.category_ref ? { articleSection: post.category_ref.name } : {}),
  };
}

/** Title, description, canonical, Open Graph, Twitter card and Article JSON-LD of a post. */
export function PostMeta({ post }: { post: PostDetail }) {
  const path = postPath(post.slug);
  const url = absoluteUrl(path);
  const image = postImageUrl(post);
  return (
    <PageMeta
      title={post.seo_title ?? post.title}
      description={post.seo_description ?? post.excerpt ?? undefined}
      path={path}
      image={image}
      type="article"
      noindex={post.hidden !== null}
      article={{
        publishedTime: post.published_at ?? undefined,
        modifiedTime: post.updated_at,
        section: post.category_ref?.name,
        author: authorName(post),
      }}
      jsonLd={articleJsonLd(post, url, image)}
    />
  );
}
