import { absoluteUrl, PageMeta } from '@/components/page-meta';
import { writerPath } from '@/config/paths';
import { mediaUrl } from '@/lib/media';
import { isSafeMediaRef } from '@/features/posts';
import type { WriterProfile } from '../api/get-writer';
import { writerDescription, writerJsonLd, writerTitle } from '../lib/writer-head';

/**
 * Title, description, canonical, Open Graph and ProfilePage JSON-LD of a writer's page; the site
 * function writes the same head for unfurlers (src/site-function/pages.ts). Later pages keep the
 * first page's canonical, as the section pages do.
 */
export function WriterMeta({
  writer,
  name,
  page,
}: {
  writer: WriterProfile & { slug: string };
  name: string;
  page: number;
}) {
  const path = writerPath(writer.slug);
  const image =
    writer.avatar_url && isSafeMediaRef(writer.avatar_url)
      ? absoluteUrl(mediaUrl(writer.avatar_url))
      : undefined;
  // Rendered only in the browser (the writer pages have no build-time first screen).
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <PageMeta
      title={writerTitle(name, page)}
      description={writerDescription(name, writer.bio)}
      path={path}
      jsonLd={writerJsonLd(origin, { slug: writer.slug, name, bio: writer.bio, image })}
    />
  );
}
