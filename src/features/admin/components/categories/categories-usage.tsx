import {
  BLOG_MENU_LINKS,
  FOOTER_CATEGORY_LINKS,
  VENDOR_MENU_EXCLUDED_CATEGORY_ID,
  VENDOR_MENU_LINKS,
  VENUE_MENU_POST_CATEGORY_ID,
} from '@/config/navigation';
import { BLOG_CATEGORY_IDS, BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { MAGAZINE_SECTIONS, NYBFW_PAGE } from '@/config/sections';

/**
 * Which parts of the site name a category by its fixed id (src/config): its sections, menus, home
 * sections and the venue rule. Those categories can be renamed but keep their web address and are
 * never deleted; the database holds the same rule for every fixed reference row
 * (public.is_reference_category), and this says where each one is used.
 */
type Uses = Map<string, string[]>;

function note(uses: Uses, id: string, where: string) {
  const list = uses.get(id) ?? [];
  if (!list.includes(where)) list.push(where);
  uses.set(id, list);
}

/** The `category` query value of a menu link (`/blog?category=<id>`), if it has one. */
function linkedCategory(to: string): string | null {
  return new URL(to, 'https://perfete.invalid').searchParams.get('category');
}

const BLOG_USES: Uses = new Map();
for (const section of MAGAZINE_SECTIONS) {
  const ids: readonly string[] = [
    ...section.categoryIds,
    ...('subcategoryIds' in section ? section.subcategoryIds : []),
    ...section.chipIds,
  ];
  for (const id of ids) note(BLOG_USES, id, `the ${section.title} page`);
}
for (const id of [...NYBFW_PAGE.categoryIds, ...NYBFW_PAGE.subcategoryIds])
  note(BLOG_USES, id, 'the NYBFW page');
// The home page's sections are left out on purpose: reading their settings here would share
// the home page's own chunk with the admin area and weigh on every visitor's first paint. Their
// categories are fixed reference rows all the same (described as such below).
for (const link of BLOG_MENU_LINKS) {
  const id = linkedCategory(link.to);
  if (id) note(BLOG_USES, id, 'the blog menu');
}
note(BLOG_USES, VENUE_MENU_POST_CATEGORY_ID, 'the venue menu');

/** The footer writes some categories as words (Rental, Lighting…): their fixed keys' words. */
const BUSINESS_ID_BY_WORD = new Map(
  Object.entries(BUSINESS_CATEGORY_IDS).map(([key, id]) => [key.toLowerCase(), id]),
);
const BUSINESS_USES: Uses = new Map();
for (const link of VENDOR_MENU_LINKS) {
  const id = linkedCategory(link.to);
  if (id) note(BUSINESS_USES, id, 'the vendor menu');
}
for (const link of FOOTER_CATEGORY_LINKS) {
  const value = linkedCategory(link.to);
  const id = value ? (BUSINESS_ID_BY_WORD.get(value.toLowerCase()) ?? value) : null;
  if (id) note(BUSINESS_USES, id, 'the footer');
}
note(BUSINESS_USES, VENDOR_MENU_EXCLUDED_CATEGORY_ID, 'the venues page and the venue-type rule');

const FIXED_BLOG = new Set<string>(Object.values(BLOG_CATEGORY_IDS));
const FIXED_BUSINESS = new Set<string>(Object.values(BUSINESS_CATEGORY_IDS));
const FIXED_ROW = 'the site’s fixed reference rows';

/**
 * Where the site names a category; empty for one an editor added. A fixed row that no page names
 * today still counts (the database keeps it), described as a reference row.
 */
export function siteUses(kind: 'blog' | 'business', id: string): string[] {
  const uses = (kind === 'blog' ? BLOG_USES : BUSINESS_USES).get(id) ?? [];
  if (uses.length > 0) return uses;
  return (kind === 'blog' ? FIXED_BLOG : FIXED_BUSINESS).has(id) ? [FIXED_ROW] : [];
}

/** Says where the site names a category and what that means for the editor. */
export function SiteUsage({ uses }: { uses: readonly string[] }) {
  if (uses.length === 0) return null;
  return (
    <p className="text-sm text-ink-700">
      <span className="mr-2 text-xs font-medium tracking-label text-champagne-700 uppercase">
        Named by the site
      </span>
      Used by {uses.join(', ')}. It can be renamed, but it keeps its web address and cannot be
      deleted.
    </p>
  );
}
