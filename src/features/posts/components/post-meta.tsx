import { absoluteUrl, PageMeta } from '@/components/page-meta';
import { postPath } from '@/config/paths';
import { isoDateTime } from '@/lib/schema-org';
import { mediaUrl } from '@/lib/media';
import { coverPinImage, coverShareImage } from '@/lib/share-image';
import type { PostDetail } from '../api/get-post';
import { articleJsonLd } from '../lib/article-json-ld';
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

/** Title, description, canonical, Open Graph, Twitter card and Article JSON-LD of a post. */
export function PostMeta({ post }: { post: PostDetail }) {
  const path = postPath(post.slug);
  const url = absoluteUrl(path);
  const image = postImageUrl(post);
  // The share card: the chosen image's 1200 x 630 JPEG sibling (or the site card); the JSON-LD
  // keeps the cover itself.
  const cover = post.social_image || post.featured_image;
  return (
    <PageMeta
      title={post.seo_title ?? post.title}
      description={post.seo_description ?? post.excerpt ?? undefined}
      path={path}
      image={coverShareImage(cover, post.featured_image_alt ?? post.title)}
      pinImage={coverPinImage(cover)}
      type="article"
      noindex={post.hidden !== null}
      article={{
        publishedTime: isoDateTime(post.published_at),
        modifiedTime: isoDateTime(post.updated_at),
        section: post.category_ref?.name,
        author: authorName(post),
      }}
      jsonLd={articleJsonLd(post, {
        url,
        image,
        origin: typeof window === 'undefined' ? '' : window.location.origin,
      })}
    />
  );
}
