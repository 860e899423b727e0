import { PATHS } from '@/config/paths';

/**
 * The information pages written as Markdown in src/content/ (one file per page). Each file is its
 * own lazy chunk: a page downloads only its own words.
 */
export const INFO_PAGES = {
  [PATHS.about]: 'about',
  [PATHS.diversity]: 'diversity',
  [PATHS.careers]: 'careers',
  [PATHS.privacyPolicy]: 'privacy-policy',
  [PATHS.termsOfUse]: 'terms-of-use',
} as const satisfies Record<string, string>;

export type InfoPageSlug = (typeof INFO_PAGES)[keyof typeof INFO_PAGES];

const sources = import.meta.glob<string>('/src/content/*.md', { query: '?raw', import: 'default' });

export function infoPageSlug(path: string): InfoPageSlug | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (INFO_PAGES as Record<string, InfoPageSlug>)[normalized];
}

/** The raw Markdown of a page. */
export async function loadInfoPageSource(slug: InfoPageSlug): Promise<string> {
  const load = sources[`/src/content/${slug}.md`];
  if (!load) throw new Error(`No content file src/content/${slug}.md`);
  return load();
}
