import { Helmet } from 'react-helmet-async';
import { serializeJsonLd, shareImageTags } from '@/components/page-meta';
import { SITE_NAME } from '@/config/site';
import { SITE_CARD, type ShareImage } from '@/lib/share-image';
import { absoluteUrl } from '../lib/seo';

export interface DirectoryHeadProps {
  /** The whole document title, exactly (the directory's is fixed by the spec). */
  title: string;
  description: string;
  /** Path (and query) of the canonical URL. */
  canonicalPath: string;
  /** The share image (src/lib/share-image.ts); the site card when there is none. */
  image?: ShareImage;
  /** The 2:3 image Pinterest pins (a vendor's). */
  pinImage?: string;
  jsonLd?: unknown;
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter cards and JSON-LD of a directory page. */
export function DirectoryHead({
  title,
  description,
  canonicalPath,
  image = SITE_CARD,
  pinImage,
  jsonLd,
  noindex = false,
}: DirectoryHeadProps) {
  const url = absoluteUrl(canonicalPath);
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
      {shareImageTags(image, pinImage)}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {jsonLd ? <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script> : null}
    </Helmet>
  );
}
