import { Helmet } from 'react-helmet-async';
import { SITE_NAME } from '@/config/site';

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
  /** An absolute image URL for social cards. */
  image?: string;
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
  image,
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
      {image && <meta property="og:image" content={image} />}
      {article?.publishedTime && (
        <meta property="article:published_time" content={article.publishedTime} />
      )}
      {article?.modifiedTime && (
        <meta property="article:modified_time" content={article.modifiedTime} />
      )}
      {article?.section && <meta property="article:section" content={article.section} />}
      {article?.author && <meta property="article:author" content={article.author} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {image && <meta name="twitter:image" content={image} />}
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </Helmet>
  );
}
