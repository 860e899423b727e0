import { PATHS } from '@/config/paths';
import type { RenderedPage } from './markdown';

/**
 * The information pages written as Markdown in src/content/ (one file per page). Each file is its
 * own lazy chunk, rendered to sanitized HTML when it is built (scripts/lib/markdown-pages.ts): a
 * page downloads only its own words, ready to show.
 */
export const INFO_PAGES = {
  [PATHS.about]: 'about',
  [PATHS.diversity]: 'diversity',
  [PATHS.careers]: 'careers',
  [PATHS.privacyPolicy]: 'privacy-policy',
  [PATHS.termsOfUse]: 'terms-of-use',
} as const satisfies Record<string, string>;

export type InfoPageSlug = (typeof INFO_PAGES)[keyof typeof INFO_PAGES];

const pages = import.meta.glob<RenderedPage>('/src/content/*.md', {
  query: '?page',
  import: 'default',
});

export function infoPageSlug(path: string): InfoPageSlug | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (INFO_PAGES as Record<string, InfoPageSlug>)[normalized];
}

/** A page, rendered. */
export async function loadInfoPage(slug: InfoPageSlug): Promise<RenderedPage> {
  const load = pages[`/src/content/${slug}.md`];
  if (!load) throw new Error(`No content file src/content/${slug}.md`);
  return load();
}
