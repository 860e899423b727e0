import { parseBlocks, type PostFields } from '@/features/posts';

/** The fields an editor changes, in the words of the editor's labels. */
export const FIELD_NAMES: Partial<Record<keyof PostFields, string>> = {
  title: 'Title',
  slug: 'Web address',
  excerpt: 'Excerpt',
  featured_image: 'Featured image',
  featured_image_alt: 'Featured image alt text',
  featured_image_focal_x: 'Featured image focal point',
  featured_image_focal_y: 'Featured image focal point',
  author: 'Author',
  author_id: 'Author',
  category: 'Category',
  subcategory: 'Subcategory',
  video_url: 'Video',
  is_opinion: 'Opinion',
  is_featured: 'Featured',
  seo_title: 'Search title',
  seo_description: 'Search description',
  social_image: 'Social image',
};

/** Moves, not words: they change through the publishing buttons. */
const MOVES = new Set<string>(['status', 'published_at']);

/** JSON with every object's keys in order, and no undefined: two spellings of one value agree. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** "2 blocks changed, 1 added" for the story's blocks, or null when they are the same. */
function blocksChange(live: unknown, next: unknown): string | null {
  // Both read as the page reads them: the seed's and the editor's spelling of a block agree.
  const before = parseBlocks(live);
  const after = parseBlocks(next);
  let changed = 0;
  for (let index = 0; index < Math.min(before.length, after.length); index += 1)
    if (!same(before[index], after[index])) changed += 1;
  const parts: string[] = [];
  const count = (n: number, what: string) => `${n} block${n === 1 ? '' : 's'} ${what}`;
  if (changed > 0) parts.push(count(changed, 'changed'));
  if (after.length > before.length) parts.push(count(after.length - before.length, 'added'));
  if (before.length > after.length) parts.push(count(before.length - after.length, 'removed'));
  return parts.length > 0 ? `Story: ${parts.join(', ')}` : null;
}

/**
 * What changed since the live version, as a short list for the editor (the fields by name, the
 * story's blocks counted); empty when the editor holds what readers have.
 */
export function postChanges(live: PostFields, next: PostFields): string[] {
  const found = new Set<string>();
  for (const key of Object.keys(next) as (keyof PostFields)[]) {
    if (MOVES.has(key) || same(live[key], next[key])) continue;
    if (key === 'content_blocks') {
      const blocks = blocksChange(live.content_blocks, next.content_blocks);
      if (blocks) found.add(blocks);
    } else found.add(FIELD_NAMES[key] ?? key);
  }
  return [...found];
}
