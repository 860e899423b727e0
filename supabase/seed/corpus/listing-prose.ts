/**
 * Listing descriptions, composed from the hand-written tagline, the category's house lines and
 * the listing's facts. All text original.
 */
import type { Random } from '../random.ts';
import type { ListingSeed } from './listings.ts';
import type { BusinessCategoryKey } from './types.ts';

const CATEGORY_LINES: Record<BusinessCategoryKey, readonly string[]> = {
  planner: [
    'Every wedding begins with a long conversation about how you want the day to feel, and only then about logistics.',
    'The team handles budgets, vendor contracts and timelines so that the couple can concentrate on each other.',
    'Full-service planning, partial planning and destination weekends are all offered, with a limited number of weddings each season.',
    'Expect a single shared plan, weekly check-ins in the final months and an unflappable presence on the day.',
  ],
  decor: [
    'Rooms are designed from the floor up: linens, furniture, candlelight and the small objects guests pick up and keep.',
    'The studio keeps its own collection of antique candlesticks, glassware and textiles, so no two tables look alike.',
    'Designs are sketched, sampled and built as a full mock-up table before the wedding.',
    'Installation and strike are handled by the same small crew from start to finish.',
  ],
  photography: [
    'The approach is documentary first: few poses, long lenses and a gift for noticing what everyone else missed.',
    'Galleries are delivered within six weeks, with a printed album designed by hand.',
    'Coverage runs from the morning preparations to the last dance, with a second photographer for larger weddings.',
    'Film and digital are both offered, and many couples choose a little of each.',
  ],
  videography: [
    'Films are shot quietly and edited slowly, with vows and speeches recorded in full, clean sound.',
    'Couples receive a short film, a longer documentary edit and the complete ceremony.',
    'A discreet two-person crew works alongside the photographer rather than around them.',
    'Drone footage, Super 8 and archival family clips can be woven into the final cut.',
  ],
  contentCreator: [
    'A dedicated creator captures the day on phone and camera, so the couple have something to share before they sleep.',
    'Same-day edits, behind-the-scenes clips and candid stills are delivered within twenty-four hours.',
    'They work hand in hand with the photographer and videographer, never in the way.',
    'Packages range from ceremony-only coverage to the full weekend.',
  ],
  stationery: [
    'Suites are designed around the wedding itself, from save-the-dates to the last thank-you card.',
    'Papers are cotton or handmade, printed by letterpress, foil or screen, and finished by hand.',
    'Day-of pieces, including menus, place cards and seating plans, are designed to match.',
    'Allow four to six months from the first sketch to the postbox.',
  ],
  beauty: [
    'Trials are held in natural light, and every look is built around skin rather than on top of it.',
    'The team travels to the venue and stays for touch-ups through the first dance.',
    'Services cover the couple, the wedding party and the parents, with timings planned to the minute.',
    'Products are chosen for long wear and for photographs, never heavy or masklike.',
  ],
  florist: [
    'Flowers are sourced by season, from local growers wherever possible, and arranged the day before the wedding.',
    'Designs range from a single bouquet to installations that move from ceremony to reception.',
    'Every wedding begins with a walk through the venue and a conversation about what grows nearby.',
    'Nothing is wasted: arrangements are donated or composted after the celebration.',
  ],
  dj: [
    'Sets are built from a long conversation about the music you love and the songs you never want to hear.',
    'Ceremony sound, cocktail playlists and the full evening set are all handled by one team.',
    'Professional sound and lighting are included, tuned to the room during the afternoon.',
    'They read the floor in real time, and it shows.',
  ],
  cakes: [
    'Every cake is baked to order, with tastings held in the bakery before any design is sketched.',
    'Flavors follow the season, and decoration is done by hand on the day of delivery.',
    'Dessert tables, favors and a small cutting cake for the couple are all offered.',
    'Delivery and setup are included, with a baker on hand until the cake is cut.',
  ],
  fineJewelry: [
    'Each piece is designed in conversation, drawn by hand and modelled in wax before any metal is cast.',
    'Stones are sourced with documented provenance, and recycled metals are used by default.',
    'Resizing, cleaning and an annual check of every setting are included for life.',
    'Appointments are private and unhurried, in the workshop or by video call.',
  ],
  officiant: [
    'Ceremonies are written from scratch after two or three long conversations with the couple.',
    'Civil, religious, interfaith and humanist ceremonies are all welcomed.',
    'A rehearsal is included, and the ceremony script is yours to keep.',
    'Legal paperwork is handled where local law allows.',
  ],
  band: [
    'The repertoire runs from ceremony classics to the dance-floor songs everyone secretly wants to hear.',
    'Line-ups scale from a duo for the ceremony to the full band for the reception.',
    'Learn-a-song requests are welcome with eight weeks’ notice.',
    'Sound and lighting are brought in-house and set up before guests arrive.',
  ],
  fashion: [
    'Gowns and suits are made to measure, with fittings in the studio over four to six months.',
    'Fabrics are sourced from the best mills in Europe and finished by hand.',
    'Alterations, pressing on the morning and emergency repairs are all part of the service.',
    'Appointments are by invitation, one couple at a time.',
  ],
  rental: [
    'The collection spans tableware, glassware, linens and furniture, with new pieces added every season.',
    'Delivery, setup and collection are included, and nothing needs washing before it is returned.',
    'Mix-and-match styling is encouraged; the team will advise on quantities and combinations.',
    'Showroom visits are by appointment.',
  ],
  lighting: [
    'Lighting designs are built on site plans and tested in the venue before the wedding.',
    'Candle-warm washes, pin-spotted tables and festoons are all handled by one crew.',
    'The team works closely with the venue on power, permits and safety.',
    'Everything is rigged discreetly, so the room looks lit by candlelight alone.',
  ],
  catering: [
    'Menus are written with the couple after a tasting, following what is best that season.',
    'Service is warm and precise, with one server for every ten guests as standard.',
    'Dietary needs are handled quietly and well, never as an afterthought.',
    'Bar service, late-night food and the morning-after brunch are all available.',
  ],
  venue: [
    'Exclusive use is available for the whole weekend, from the welcome dinner to the farewell brunch.',
    'An in-house events team coordinates with your planner from the first visit to the last guest out.',
    'Ceremony, dinner and dancing can all take place on the grounds, with a covered alternative for every space.',
    'Rooms for the couple and their closest guests are included in most packages.',
  ],
};

const CLOSINGS = [
  'Inquiries are welcome year-round; the best dates book twelve to eighteen months ahead.',
  'Consultations are complimentary and without obligation.',
  'Available for travel worldwide.',
  'Weekend dates in high season go first, so early contact is advised.',
];
const VENUE_CLOSINGS = [
  'Private tours are available by appointment on most weekdays.',
  'Dates for the coming season are released each January; weekday and winter weddings are welcome.',
  'Exclusive-use weekends book well over a year ahead.',
];

export function composeListingDescription(listing: ListingSeed, random: Random): string {
  const lines = random.sample(CATEGORY_LINES[listing.category], 2);
  const parts = [listing.tagline, ...lines];
  if (listing.lead)
    parts.push(
      `${listing.category === 'venue' ? 'Managed' : 'Led'} by ${listing.lead}, based in ${listing.city}, ${listing.country}.`,
    );
  else parts.push(`Based in ${listing.city}, ${listing.country}.`);
  if (listing.guestCapacity)
    parts.push(`Seated dinners for up to ${listing.guestCapacity} guests.`);
  parts.push(random.pick(listing.category === 'venue' ? VENUE_CLOSINGS : CLOSINGS));
  return parts.join(' ');
}
