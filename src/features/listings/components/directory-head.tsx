import { Helmet } from 'react-helmet-async';
import { serializeJsonLd } from '@/components/page-meta';
import { SITE_NAME } from '@/config/site';
import { absoluteUrl } from '../lib/seo';

export interface DirectoryHeadProps {
  /** The whole document title, exactly (the directory's is fixed by the spec). */
  title: string;
  description: string;
  /** Path (and query) of the canonical URL. */
  canonicalPath: string;
  /** The share image (absolute or site path). */
  image?: string;
  jsonLd?: unknown;
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter cards and JSON-LD of a directory page. */
export function DirectoryHead({
  title,
  description,
  canonicalPath,
  image,
  jsonLd,
  noindex = false,
}: DirectoryHeadProps) {
  const url = absoluteUrl(canonicalPath);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {jsonLd ? <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script> : null}
    </Helmet>
  );
}
