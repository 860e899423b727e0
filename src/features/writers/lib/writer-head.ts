import { writerPath } from '@/config/paths';
import { SITE_NAME } from '@/config/site';

/** What the head of a writer's page is made of (the app's and the site function's alike). */
export interface WriterHeadInput {
  slug: string;
  name: string;
  bio: string | null;
  /** The portrait, as an absolute URL. */
  image?: string;
}

/** The name a writer's page shows: the profile's, else a plain word (never empty). */
export const writerName = (fullName: string | null | undefined) =>
  fullName?.trim() || 'A Perféte writer';

/** "Margaux Delacroix-Hale — Writer", and the page after the first. */
export const writerTitle = (name: string, page = 1) =>
  page > 1 ? `${name} — Writer — Page ${page}` : `${name} — Writer`;

/** The bio, else a sentence that says whose stories these are. */
export const writerDescription = (name: string, bio: string | null) =>
  bio?.trim() || `Stories by ${name} for ${SITE_NAME}: real weddings, fashion, planning and more.`;

/** schema.org ProfilePage about the writer (a Person), for search engines. */
export function writerJsonLd(origin: string, { slug, name, bio, image }: WriterHeadInput) {
  const url = `${origin}${writerPath(slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      name,
      url,
      ...(bio?.trim() ? { description: bio.trim() } : {}),
      ...(image ? { image } : {}),
      worksFor: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}
