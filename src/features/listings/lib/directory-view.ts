import { PATHS } from '@/config/paths';
import { BUSINESS_CATEGORY_IDS, type BusinessCategoryKey } from '@/config/reference-ids';
import {
  DIRECTORY_DESCRIPTION,
  DIRECTORY_TITLE,
  VENUES_DESCRIPTION,
  VENUES_TITLE,
  pageTitle,
} from '@/config/site';
import { resolveCategoryParam } from './category-filter';
import { readPage, readVenueSearch, SEARCH_PARAM, type VenueType } from './search-params';

/**
 * What a filtered list of the directory is to search engines and unfurlers: one rule for /index
 * and /venues (docs/decisions.md, "One rule for filtered lists"), read by the page's own head
 * (DirectoryHead) and the site function's (src/site-function/pages.ts), so both write the same.
 *
 * - A category of /index (`?category=`, one of the fixed categories, by id or word) and a venue
 *   type of /venues (`?type=`) are pages of their own: their own title and description, indexed,
 *   with a canonical holding that one parameter in one spelling (the category's slug, the type's
 *   name).
 * - Every other filter, a search and any page beyond the first are `noindex, follow`, with the
 *   canonical of the list they narrow: the category's or type's when one is chosen, else the bare
 *   /index or /venues.
 * - A category word naming a group ('Cakes & Catering') or no fixed category is a search too.
 * Parameters the directory does not read (utm_source, …) change nothing.
 */
export interface DirectoryView {
  /** The whole document title. */
  title: string;
  description: string;
  /** Path and query of the canonical URL. */
  canonicalPath: string;
  noindex: boolean;
}

type ViewText = { slug: string; title: string; description: string };

/** The fixed categories as pages of their own (the names of supabase/reference-ids.json's rows). */
export const CATEGORY_VIEWS: Record<BusinessCategoryKey, ViewText> = {
  planner: {
    slug: 'planner',
    title: 'Wedding Planners',
    description:
      'Wedding planners in Perféte’s invitation-only directory: the people who hold the whole day together, from the first site visit to the last dance.',
  },
  decor: {
    slug: 'decor',
    title: 'Wedding Decor & Design',
    description:
      'Designers and decorators who set the scene — tablescapes, ceremony structures and the details guests remember — chosen for Perféte’s directory.',
  },
  photography: {
    slug: 'photography',
    title: 'Wedding Photographers',
    description:
      'Wedding photographers whose pictures we would frame: documentary, editorial and fine-art work, each admitted to Perféte’s directory by invitation.',
  },
  videography: {
    slug: 'videography',
    title: 'Wedding Videographers',
    description:
      'Wedding filmmakers who tell the day as it felt, from short films to full ceremonies — the videographers of Perféte’s invitation-only directory.',
  },
  contentCreator: {
    slug: 'content-creator',
    title: 'Wedding Content Creators',
    description:
      'Content creators who capture the day as it happens, on phones and in stories, for couples who want to share it that same night.',
  },
  stationery: {
    slug: 'stationery',
    title: 'Wedding Stationery & Invitations',
    description:
      'Invitation designers, calligraphers and printers: the paper that sets the tone before a single guest arrives, from Perféte’s directory.',
  },
  beauty: {
    slug: 'beauty',
    title: 'Bridal Hair & Makeup Artists',
    description:
      'Hair and makeup artists for the wedding party — skin, hair and a look that lasts from the first photograph to the last song.',
  },
  florist: {
    slug: 'florist',
    title: 'Wedding Florists',
    description:
      'Florists who work with the season: bouquets, installations and tables, from the studios in Perféte’s invitation-only directory.',
  },
  dj: {
    slug: 'dj',
    title: 'Wedding DJs',
    description:
      'DJs who read a room and keep the floor full, from cocktail hour to the last track — chosen for Perféte’s directory.',
  },
  cakes: {
    slug: 'cakes',
    title: 'Wedding Cakes & Pastry',
    description:
      'Cake designers and pastry chefs whose work tastes as good as it looks: tiers, dessert tables and the sweet things in between.',
  },
  fineJewelry: {
    slug: 'fine-jewelry',
    title: 'Fine Jewelers for Engagement & Wedding Rings',
    description:
      'Fine jewelers for engagement rings, wedding bands and heirlooms in the making, from the ateliers in Perféte’s directory.',
  },
  officiant: {
    slug: 'officiant',
    title: 'Wedding Officiants',
    description:
      'Officiants and celebrants who write a ceremony around the two of you, religious or not — from Perféte’s invitation-only directory.',
  },
  venue: {
    slug: 'venue',
    title: 'Venues in the Directory',
    description:
      'Every venue member of Perféte’s directory, listed with the rest of the wedding team: hotels, estates, resorts and vineyards.',
  },
  band: {
    slug: 'band',
    title: 'Wedding Bands & Live Music',
    description:
      'Live bands, string quartets and soloists for the ceremony, the dinner and the dancing, from Perféte’s directory.',
  },
  fashion: {
    slug: 'fashion',
    title: 'Bridal Fashion & Ateliers',
    description:
      'Bridal designers, ateliers and boutiques for gowns, suits and everything worn on the day, admitted to Perféte’s directory by invitation.',
  },
  rental: {
    slug: 'rental',
    title: 'Wedding Rentals',
    description:
      'Rental houses for furniture, linens, tableware and tents — the pieces that turn a field or a courtyard into a wedding.',
  },
  lighting: {
    slug: 'lighting',
    title: 'Wedding Lighting Designers',
    description:
      'Lighting designers who make the evening: candlelight, festoons and the glow that carries a party past sunset.',
  },
  catering: {
    slug: 'catering',
    title: 'Wedding Caterers',
    description:
      'Caterers and private chefs for long tables and grand dinners alike, chosen by Perféte’s editors for food worth remembering.',
  },
};

/** The venue types of /venues as pages of their own. */
export const VENUE_TYPE_VIEWS: Record<VenueType, Omit<ViewText, 'slug'>> = {
  Hotel: {
    title: 'Hotel Wedding Venues',
    description:
      'Grand hotels and intimate townhouse hotels for weddings: ballrooms, terraces and rooms for every guest, chosen by Perféte’s editors.',
  },
  Estate: {
    title: 'Country Estate Wedding Venues',
    description:
      'Country houses, châteaux and private estates for weddings with grounds to wander, and a place for everyone to stay.',
  },
  Resort: {
    title: 'Resort Wedding Venues',
    description:
      'Resorts by the sea and in the mountains for destination weddings that last the whole weekend, chosen by Perféte’s editors.',
  },
  Vineyard: {
    title: 'Vineyard & Winery Wedding Venues',
    description:
      'Vineyards and wineries for weddings among the vines: long tables, golden light and a cellar to toast from.',
  },
};

const directoryTitle = (title: string) => pageTitle(`${title} — The Directory`);

/** Any parameter other than `keep` that the list reads, or a page beyond the first. */
function narrowed(params: URLSearchParams, keep: string | null, names: readonly string[]) {
  if (readPage(params) > 1) return true;
  return names.some(
    (name) => name !== keep && name !== SEARCH_PARAM.page && (params.get(name) ?? '').trim() !== '',
  );
}

const INDEX_PARAMS = [
  SEARCH_PARAM.category,
  SEARCH_PARAM.location,
  SEARCH_PARAM.q,
  SEARCH_PARAM.maxPrice,
  SEARCH_PARAM.freeOn,
  SEARCH_PARAM.page,
];
const VENUE_PARAMS = [
  SEARCH_PARAM.type,
  SEARCH_PARAM.capacity,
  SEARCH_PARAM.minSeated,
  SEARCH_PARAM.maxPrice,
  SEARCH_PARAM.location,
  SEARCH_PARAM.q,
  SEARCH_PARAM.freeOn,
  SEARCH_PARAM.page,
];

/** The fixed category `?category=` names alone (by id or word), if it names exactly one. */
export function categoryViewKey(raw: string | null): BusinessCategoryKey | null {
  const filter = resolveCategoryParam(raw);
  if (filter.kind !== 'categories' || filter.ids.length !== 1) return null;
  const entry = Object.entries(BUSINESS_CATEGORY_IDS).find(([, id]) => id === filter.ids[0]);
  return entry ? (entry[0] as BusinessCategoryKey) : null;
}

/** /index with `params`. */
export function vendorDirectoryView(params: URLSearchParams): DirectoryView {
  const key = categoryViewKey(params.get(SEARCH_PARAM.category));
  const hasCategory = (params.get(SEARCH_PARAM.category) ?? '').trim() !== '';
  if (!key) {
    return {
      title: DIRECTORY_TITLE,
      description: DIRECTORY_DESCRIPTION,
      canonicalPath: PATHS.index,
      noindex: hasCategory || narrowed(params, null, INDEX_PARAMS),
    };
  }
  const view = CATEGORY_VIEWS[key];
  return {
    title: directoryTitle(view.title),
    description: view.description,
    canonicalPath: `${PATHS.index}?${SEARCH_PARAM.category}=${view.slug}`,
    noindex: narrowed(params, SEARCH_PARAM.category, INDEX_PARAMS),
  };
}

/** /venues with `params`. */
export function venueDirectoryView(params: URLSearchParams): DirectoryView {
  const { type, invalidType } = readVenueSearch(params);
  if (!type) {
    return {
      title: VENUES_TITLE,
      description: VENUES_DESCRIPTION,
      canonicalPath: PATHS.venues,
      noindex: Boolean(invalidType) || narrowed(params, null, VENUE_PARAMS),
    };
  }
  const view = VENUE_TYPE_VIEWS[type];
  return {
    title: directoryTitle(view.title),
    description: view.description,
    canonicalPath: `${PATHS.venues}?${SEARCH_PARAM.type}=${type}`,
    noindex: narrowed(params, SEARCH_PARAM.type, VENUE_PARAMS),
  };
}
