import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';
import { SITE_CARD, type ShareImage } from '@/lib/share-image';

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped as \u00xx so no
 * value (a post title, say) can close the script element or open another one.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The share image's tags, with the values the site function writes (src/site-function/head.ts):
 * `og:image` with its type, size and alt, Twitter's large card, and Pinterest's 2:3
 * `pin:media` when there is one. An array (Helmet takes its children one by one).
 */
export function shareImageTags(image: ShareImage, pinImage?: string) {
  const url = absoluteUrl(image.url);
  return [
    <meta key="og:image" property="og:image" content={url} />,
    <meta key="og:image:type" property="og:image:type" content={image.type} />,
    <meta key="og:image:width" property="og:image:width" content={String(image.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(image.height)} />,
    <meta key="og:image:alt" property="og:image:alt" content={image.alt} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:image" name="twitter:image" content={url} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={image.alt} />,
    ...(pinImage
      ? [<meta key="pin:media" property="pin:media" content={absoluteUrl(pinImage)} />]
      : []),
  ];
}

/** An absolute URL on this site (canonical and Open Graph URLs must be absolute). */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  // Rendered at build time for index.html's first screen, where Helmet's tags are not kept.
  if (typeof window === 'undefined') return pathOrUrl;
  return new URL(pathOrUrl, window.location.origin).toString();
}

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description?: string;
  /** The canonical path of the page (`/blog/some-story`). */
  path: string;
  /** The share image (src/lib/share-image.ts); the site card when the page has none of its own. */
  image?: ShareImage;
  /** The 2:3 image Pinterest pins (stories). */
  pinImage?: string;
  type?: 'website' | 'article';
  /** Search results and other pages that should not be indexed. */
  noindex?: boolean;
  /** Structured data (schema.org), serialized safely. */
  jsonLd?: Record<string, unknown>;
  /** Extra `article:*` Open Graph properties. */
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; author?: string };
}

/** Title, description, canonical URL, Open Graph and Twitter cards (and JSON-LD) for one page. */
export function PageMeta({
  title,
  description,
  path,
  image = SITE_CARD,
  pinImage,
  type = 'website',
  noindex = false,
  jsonLd,
  article,
}: PageMetaProps) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const url = absoluteUrl(path);
  return (
    <Helmet>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      {shareImageTags(image, pinImage)}
      {article?.publishedTime && (
        <meta property="article:published_time" content={article.publishedTime} />
      )}
      {article?.modifiedTime && (
        <meta property="article:modified_time" content={article.modifiedTime} />
      )}
      {article?.section && <meta property="article:section" content={article.section} />}
      {article?.author && <meta property="article:author" content={article.author} />}
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </Helmet>
  );
}
