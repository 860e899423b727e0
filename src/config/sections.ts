/**
 * The magazine's section pages (site-spec §2): every one is rendered by the same template
 * (src/routes/blog-section.tsx) from a row of this table — lead story, grid, subcategory chips and
 * paging — never a hand-made page per section. Categories are referred to by their fixed ids.
 *
 * A section shows the published posts whose category is one of `categoryIds` or whose subcategory
 * is one of `subcategoryIds`. Its chips narrow that to one category or subcategory (the `category`
 * query parameter, as on /blog); a chip id outside the section is ignored.
 */
import { PATHS } from './paths';
import { BLOG_CATEGORY_IDS as ID } from './reference-ids';

export interface MagazineSection {
  path: string;
  /** The page's h1 and document title. */
  title: string;
  /** The small tracked label above the title. */
  eyebrow: string;
  /** The standfirst under the title, and the meta description. */
  description: string;
  categoryIds: readonly string[];
  subcategoryIds?: readonly string[];
  /** Category or subcategory ids offered as filter chips, in this order. */
  chipIds: readonly string[];
  /** Where search engines should look when two paths show the same section. */
  canonicalPath?: string;
  /** Marked NEW beside the title (as in the menu). */
  isNew?: boolean;
}

const MAGAZINE = 'The Magazine';

const destinations = {
  title: 'Destinations',
  eyebrow: MAGAZINE,
  description:
    'Weddings worth crossing an ocean for: European villas, Caribbean shores, honeymoons and the practicalities of marrying far from home.',
  categoryIds: [ID.destination],
  chipIds: [ID.europe, ID.caribbean, ID.honeymoons],
  canonicalPath: PATHS.blogDestinations,
} as const satisfies Omit<MagazineSection, 'path'>;

export const MAGAZINE_SECTIONS = [
  {
    path: PATHS.blogRealWeddings,
    title: 'Real Weddings',
    eyebrow: MAGAZINE,
    description:
      'Celebrations from our couples, photographed as they truly unfolded — from city ballrooms to elopements on a windswept ridge — with every vendor credited.',
    categoryIds: [ID.realWeddings],
    chipIds: [ID.cityWeddings, ID.intimateWeddings, ID.elopements],
  },
  {
    path: PATHS.blogPlanning,
    title: 'Planning',
    eyebrow: MAGAZINE,
    description:
      'Timelines, budgets, registries and etiquette, told by the planners who do this for a living.',
    categoryIds: [ID.planning],
    chipIds: [ID.weddingPlanning, ID.budget, ID.etiquette, ID.registry],
  },
  {
    path: PATHS.blogTrends,
    title: 'Trends',
    eyebrow: MAGAZINE,
    description:
      'What the most considered weddings of the season are wearing, serving and saying — and what we would quietly retire.',
    categoryIds: [ID.trends],
    chipIds: [],
    isNew: true,
  },
  { path: PATHS.blogDestinations, ...destinations },
  { path: PATHS.blogDestination, ...destinations },
  {
    path: PATHS.blogInspiration,
    title: 'Inspiration',
    eyebrow: MAGAZINE,
    description:
      'Palettes, tablescapes, florals and the small details to begin imagining a day of your own.',
    categoryIds: [ID.inspiration],
    chipIds: [],
  },
  {
    path: PATHS.blogJewelry,
    title: 'Jewelry',
    eyebrow: MAGAZINE,
    description:
      'Engagement rings, heirlooms and the quiet pieces worn down the aisle, chosen by our jewelry editor.',
    categoryIds: [ID.jewelry],
    chipIds: [ID.engagementRings],
  },
  {
    path: PATHS.blogBeauty,
    title: 'Beauty',
    eyebrow: MAGAZINE,
    description:
      'Hair, makeup and skincare for the months before the day, and for the long night itself.',
    categoryIds: [ID.beauty],
    chipIds: [ID.hair, ID.makeup, ID.skincare],
  },
  {
    path: PATHS.planning,
    title: 'Wedding Planning',
    eyebrow: 'The Guide',
    description:
      'The practical and the personal: our planning desk on timelines, budgets and etiquette, beside essays on the partnership the day begins.',
    categoryIds: [ID.planning, ID.relationships],
    chipIds: [ID.weddingPlanning, ID.budget, ID.etiquette, ID.registry, ID.relationships],
  },
  {
    path: PATHS.weddings,
    title: 'Weddings',
    eyebrow: 'The Celebrations',
    description:
      'Every celebration we have covered, from two people on a Scottish ridge to the society weddings everyone talked about.',
    categoryIds: [ID.realWeddings, ID.celebrity],
    chipIds: [ID.cityWeddings, ID.intimateWeddings, ID.elopements, ID.celebrity],
  },
  {
    path: PATHS.style,
    title: 'Style',
    eyebrow: 'The Look',
    description:
      'The look of the day beyond the dress: jewelry, beauty and the colour, flowers and paper that set the mood.',
    categoryIds: [ID.jewelry, ID.beauty, ID.inspiration],
    chipIds: [ID.jewelry, ID.beauty, ID.inspiration],
  },
  {
    path: PATHS.fashion,
    title: 'Fashion',
    eyebrow: 'The Collections',
    description:
      'Gowns, suits and the ateliers behind them: runway reports from bridal fashion week and advice for finding the one.',
    categoryIds: [ID.fashion, ID.nybfw],
    chipIds: [ID.bridalFashionWeek, ID.weddingDresses, ID.nybfw],
  },
  {
    path: PATHS.gifts,
    title: 'Gifts',
    eyebrow: 'The Registry',
    description:
      'Registries done gracefully, thank-you notes done promptly, and pieces worth giving — or keeping for a lifetime.',
    categoryIds: [ID.jewelry],
    subcategoryIds: [ID.registry],
    chipIds: [ID.registry, ID.jewelry],
  },
] as const satisfies readonly MagazineSection[];

/** The section shown at a path, if any. */
export function findSection(path: string): MagazineSection | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return MAGAZINE_SECTIONS.find((section) => section.path === normalized);
}

/** /nybfw: the NYBFW category and the Bridal Fashion Week subcategory. */
export const NYBFW_PAGE = {
  title: 'New York Bridal Fashion Week',
  eyebrow: 'The Shows',
  description:
    'The collections, the runways and our edit of the season’s gowns, designer by designer — with the opinions we could not keep to ourselves.',
  categoryIds: [ID.nybfw],
  subcategoryIds: [ID.bridalFashionWeek],
} as const;
