import { MOBILE_LATEST_CARD_WIDTH_PERCENT, PREVIEW_CARD_SIZE_PX } from './site';

/**
 * The `sizes` attribute of every responsive image: how wide each one is drawn at each breakpoint,
 * so the browser picks the right file from its srcset. They follow the layouts (Tailwind's md 768,
 * lg 1024 and xl 1280 px; the frame is at most 1280 px wide); change one here when its layout
 * changes.
 */
export const IMAGE_SIZES = {
  /** A 287 x 400 preview card (mega menus, the vendor menu, testimonials). */
  previewCard: `${PREVIEW_CARD_SIZE_PX.width}px`,

  // The magazine's cards.
  cardLead: '(min-width: 1280px) 800px, (min-width: 768px) 60vw, 100vw',
  cardStandard: '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw',
  cardCompact:
    '(min-width: 1280px) 320px, (min-width: 1024px) 30vw, (min-width: 768px) 12rem, 40vw',
  fullWidth: '100vw',
  postHero: '(min-width: 1280px) 1200px, 100vw',
  postBody: '(min-width: 1024px) 960px, 100vw',

  // The home page's sections.
  latestLead: '(min-width: 1280px) 540px, 42vw',
  latestSide: '(min-width: 1280px) 300px, 24vw',
  latestSlide: `${MOBILE_LATEST_CARD_WIDTH_PERCENT}vw`,
  realWeddings: '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw',
  fashionLead: '(min-width: 1280px) 720px, (min-width: 768px) 60vw, 100vw',
  fashionRow: '128px',
  relationships: '(min-width: 1280px) 240px, (min-width: 768px) 33vw, 100vw',
  planningLead: '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw',
  planningSide: '(min-width: 1280px) 290px, (min-width: 640px) 25vw, 100vw',
  trioLarge: '(min-width: 1280px) 560px, (min-width: 768px) 48vw, 100vw',
  trioMedium: '(min-width: 1280px) 330px, (min-width: 768px) 28vw, 100vw',
  trioSmall: '(min-width: 1280px) 250px, (min-width: 768px) 22vw, 100vw',
  /** Text-only cards over the Destination band: no image is drawn. */
  none: '0px',
  celebrityMobile: '50vw',
  celebrityLead: '(min-width: 1280px) 620px, 50vw',
  celebrityRow: '(min-width: 1280px) 400px, 33vw',
  vendorCarousel: '(min-width: 1280px) 240px, (min-width: 768px) 25vw, 50vw',

  // The directory.
  listingGrid: '(min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw',
  listingCard: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  listingGallery: '(min-width: 768px) 30vw, 46vw',
  headshot: '12rem',
} as const;
