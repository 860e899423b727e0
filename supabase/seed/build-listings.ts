/**
 * Listings (vendors and venues), their galleries (listing_photos) and inquiries, plus the image
 * jobs. Media columns hold storage object paths in the `media` bucket (see build-posts.ts).
 */
import { PALETTES, type Motif } from './art.ts';
import { artAlt } from './alt-text.ts';
import { INQUIRIES } from './corpus/forms.ts';
import { composeListingDescription } from './corpus/listing-prose.ts';
import { LISTINGS, type ListingSeed } from './corpus/listings.ts';
import { ADMISSION_NOTES, MEMBER_NAMES } from './corpus/members.ts';
import type { BusinessCategoryKey } from './corpus/types.ts';
import { businessCategoryId, stableUuid } from './ids.ts';
import { SHARE_VARIANTS, type Variant } from './images.ts';
import { variantPath, type ImageJob } from './media.ts';
import { createRandom, DEMO_SEED } from './random.ts';
import { listingFacts } from './listing-facts.ts';
import { videoObjectPath } from './videos.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const LISTING_COVER_VARIANTS: readonly Variant[] = [
  { suffix: '1200', width: 1200, height: 800, compose: true },
  { suffix: 'card', width: 574, height: 800, compose: true },
  ...SHARE_VARIANTS,
];
export const HEADSHOT_VARIANTS: readonly Variant[] = [
  { suffix: '600', width: 600, height: 600, compose: true },
];
export const GALLERY_VARIANTS: readonly Variant[] = [
  { suffix: '960', width: 960, height: 640, compose: true },
];
/** Generated gallery pictures per listing; the cover is the gallery's first photo, so galleries hold three. */
const GALLERY_SIZE = 2;

const CATEGORY_MOTIFS: Record<BusinessCategoryKey, Motif[]> = {
  planner: ['stationery', 'candles', 'arch', 'coupes'],
  decor: ['candles', 'vessels', 'coupes', 'bloom'],
  photography: ['lens', 'veil', 'landscape', 'petals'],
  videography: ['lens', 'sun', 'landscape', 'veil'],
  contentCreator: ['lens', 'petals', 'coupes', 'sun'],
  stationery: ['stationery', 'botanical', 'bloom'],
  beauty: ['vessels', 'portrait', 'pearls'],
  florist: ['bloom', 'botanical', 'petals'],
  dj: ['record', 'coupes', 'candles'],
  cakes: ['cake', 'petals', 'bloom'],
  fineJewelry: ['gem', 'rings', 'pearls'],
  officiant: ['arch', 'rings', 'botanical', 'sun'],
  band: ['record', 'coupes', 'candles'],
  fashion: ['gown', 'veil', 'pearls'],
  rental: ['coupes', 'vessels', 'candles'],
  lighting: ['candles', 'sun', 'coupes'],
  catering: ['coupes', 'vessels', 'candles'],
  venue: ['arch', 'landscape', 'sun', 'candles'],
};

const VENUE_MOTIFS: Record<NonNullable<ListingSeed['venueType']>, Motif> = {
  Hotel: 'arch',
  Estate: 'arch',
  Resort: 'sun',
  Vineyard: 'landscape',
};

/** Numbers in ranges kept for fiction or documentation where a country has one (555-01xx, 020 7946 0xxx, 01 99 00...). */
function phoneNumber(country: string, index: number): string {
  const nn = String(10 + (index % 90));
  const areas = [
    '212',
    '310',
    '415',
    '312',
    '504',
    '615',
    '843',
    '512',
    '617',
    '303',
    '828',
    '707',
    '912',
    '305',
    '503',
  ];
  switch (country) {
    case 'United Kingdom':
      return `+44 20 7946 0${nn.padStart(3, '1')}`;
    case 'France':
      return `+33 1 99 00 ${nn} ${nn}`;
    case 'Italy':
      return `+39 055 000 ${nn}${nn}`;
    case 'Mexico':
      return `+52 55 0000 ${nn}${nn}`;
    case 'Portugal':
      return `+351 210 000 ${nn}0`;
    case 'Canada':
      return `+1 (514) 555-01${nn}`;
    case 'Saint Lucia':
      return `+1 (758) 555-01${nn}`;
    default:
      return `+1 (${areas[index % areas.length]}) 555-01${nn}`;
  }
}

/** A member who owns a listing of the directory (the demo accounts aside). */
export interface MemberSeed {
  id: string;
  email: string;
  fullName: string;
  joinedAt: string;
  admissionNote: string;
}

export interface ListingBuild {
  listings: Record<string, unknown>[];
  /** The members behind every listing the demo accounts do not own, one each. */
  members: MemberSeed[];
  photos: Record<string, unknown>[];
  inquiries: Record<string, unknown>[];
  imageJobs: ImageJob[];
  /** url_name -> id, name, status: what posts credit. */
  refs: Map<string, { id: string; name: string; status: string }>;
}

/** Lowercase ASCII letters of a first name, for an address: "Élodie" -> "elodie". */
function addressName(fullName: string): string {
  return fullName
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/**
 * The member behind a listing: its lead (or the venue's named contact), who joined a few days to
 * six weeks before the listing went up, with the category's next unused admission note.
 */
function memberOf(
  listing: ListingSeed,
  listingCreatedAt: Date,
  notesUsed: Map<BusinessCategoryKey, number>,
): MemberSeed {
  const fullName = listing.lead ?? MEMBER_NAMES[listing.urlName];
  if (!fullName) throw new Error(`no member named for listing ${listing.urlName}`);
  const notes = ADMISSION_NOTES[listing.category];
  const used = notesUsed.get(listing.category) ?? 0;
  notesUsed.set(listing.category, used + 1);
  const random = createRandom(`${DEMO_SEED}:member:${listing.urlName}`);
  const joinedAt = new Date(
    listingCreatedAt.getTime() - random.int(4, 42) * DAY_MS - random.int(1, 10) * 60 * 60 * 1000,
  );
  return {
    id: stableUuid(`member:${listing.urlName}`),
    email: `${addressName(fullName)}@${listing.urlName}.example`,
    fullName,
    joinedAt: joinedAt.toISOString(),
    admissionNote: notes[used % notes.length]!,
  };
}

export function buildListings(input: {
  now: Date;
  ownerIds: { vendorAna: string; vendorMarco: string };
}): ListingBuild {
  const build: ListingBuild = {
    listings: [],
    members: [],
    photos: [],
    inquiries: [],
    imageJobs: [],
    refs: new Map(),
  };
  const seen = new Set<string>();
  const notesUsed = new Map<BusinessCategoryKey, number>();
  LISTINGS.forEach((listing, index) => {
    if (seen.has(listing.urlName)) throw new Error(`duplicate url_name ${listing.urlName}`);
    seen.add(listing.urlName);
    const random = createRandom(`${DEMO_SEED}:listing:${listing.urlName}`);
    const id = stableUuid(`listing:${listing.urlName}`);
    const base = `demo/listings/${listing.urlName}`;
    const motifs = CATEGORY_MOTIFS[listing.category];
    const coverMotif = listing.venueType ? VENUE_MOTIFS[listing.venueType] : motifs[0]!;
    const palette = random.pick(PALETTES).name;
    const headshotMotif: Motif =
      listing.lead && listing.category !== 'venue'
        ? 'portrait'
        : random.pick(motifs.filter((motif) => motif !== coverMotif));

    build.imageJobs.push({
      base: `${base}/cover`,
      spec: { motif: coverMotif, seed: `listing-${listing.urlName}`, palette },
      variants: LISTING_COVER_VARIANTS,
    });
    build.imageJobs.push({
      base: `${base}/headshot`,
      spec: { motif: headshotMotif, seed: `headshot-${listing.urlName}`, palette, frame: false },
      variants: HEADSHOT_VARIANTS,
    });
    const coverUrl = variantPath(`${base}/cover`, LISTING_COVER_VARIANTS[0]!.suffix);
    const place = `${listing.city}, ${listing.country}`;
    build.photos.push({
      id: stableUuid(`photo:${listing.urlName}:0`),
      listing_id: id,
      url: coverUrl,
      alt: artAlt(coverMotif, palette, `${listing.name}, ${place}`),
      position: 0,
    });
    const galleryMotifs = random
      .shuffle(motifs)
      .concat(random.shuffle(motifs))
      .slice(0, GALLERY_SIZE);
    galleryMotifs.forEach((motif, n) => {
      const galleryPalette = random.pick(PALETTES).name;
      const galleryBase = `${base}/gallery-${n + 1}`;
      build.imageJobs.push({
        base: galleryBase,
        spec: { motif, seed: `gallery-${listing.urlName}-${n + 1}`, palette: galleryPalette },
        variants: GALLERY_VARIANTS,
      });
      build.photos.push({
        id: stableUuid(`photo:${listing.urlName}:${n + 1}`),
        listing_id: id,
        url: variantPath(galleryBase, GALLERY_VARIANTS[0]!.suffix),
        alt: artAlt(motif, galleryPalette, listing.name),
        position: n + 1,
      });
    });

    const status = listing.status ?? 'published';
    // Spread over the past year, the earliest listings first (the directory grew over time).
    const createdAt = new Date(
      input.now.getTime() -
        (365 - Math.round((index / LISTINGS.length) * 350)) * DAY_MS -
        random.int(0, 12) * 60 * 60 * 1000,
    );
    const member = listing.owner ? null : memberOf(listing, createdAt, notesUsed);
    if (member) build.members.push(member);
    const handle = listing.urlName.replace(/-/g, '.').slice(0, 30).replace(/\.+$/, '');
    build.listings.push({
      id,
      name: listing.name,
      url_name: listing.urlName,
      headshot_url: variantPath(`${base}/headshot`, HEADSHOT_VARIANTS[0]!.suffix),
      image_url: coverUrl,
      video_url: listing.video ? videoObjectPath(listing.video) : null,
      status,
      is_featured: listing.featured ?? false,
      business_category_id: businessCategoryId(listing.category),
      owner_id: listing.owner ? input.ownerIds[listing.owner] : member!.id,
      description: composeListingDescription(listing, random),
      city: listing.city,
      state: listing.state,
      country: listing.country,
      venue_type: listing.venueType ?? null,
      website: `https://${listing.urlName}.example`,
      instagram: `@${handle}`,
      contact_email: `hello@${listing.urlName}.example`,
      contact_phone: phoneNumber(listing.country, index),
      price_tier: listing.priceTier ?? null,
      guest_capacity: listing.guestCapacity ?? null,
      ...listingFacts(listing),
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    });
    build.refs.set(listing.urlName, { id, name: listing.name, status });
  });

  INQUIRIES.forEach((inquiry, index) => {
    const listing = build.refs.get(inquiry.listing);
    if (!listing) throw new Error(`inquiry for unknown listing ${inquiry.listing}`);
    const created = new Date(
      input.now.getTime() - inquiry.daysAgo * DAY_MS - index * 37 * 60 * 1000,
    );
    const wedding = new Date(
      Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth() + inquiry.monthsAhead, 12),
    );
    build.inquiries.push({
      id: stableUuid(`inquiry:${index}`),
      listing_id: listing.id,
      name: inquiry.name,
      email: inquiry.email,
      wedding_date: wedding.toISOString().slice(0, 10),
      guest_count: inquiry.guests,
      budget_band: inquiry.budget,
      message: inquiry.message,
      status: inquiry.status,
      // Answered ones were read and answered within a working day (the response-time figure).
      read_at: inquiry.status === 'new' ? null : created.toISOString(),
      first_replied_at:
        inquiry.status === 'replied'
          ? new Date(created.getTime() + ((index % 6) + 1) * 2 * 60 * 60 * 1000).toISOString()
          : null,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    });
  });
  return build;
}
