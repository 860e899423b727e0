/**
 * What visitors sent through the site's forms, and the standalone videos. Invented people;
 * addresses use the reserved example.com / .example domains.
 */
import type { BusinessCategoryKey } from './types.ts';

export interface InquirySeed {
  listing: string;
  name: string;
  email: string;
  /** Months from the seed date to the wedding. */
  monthsAhead: number;
  guests: number;
  budget: 'under-10k' | '10k-25k' | '25k-50k' | '50k-100k' | '100k-250k' | '250k-plus';
  message: string;
  status: 'new' | 'replied' | 'archived';
  daysAgo: number;
}

export const INQUIRIES: readonly InquirySeed[] = [
  {
    listing: 'casa-villasenor-events',
    name: 'Camille Laurent',
    email: 'camille.laurent@example.com',
    monthsAhead: 14,
    guests: 120,
    budget: '100k-250k',
    status: 'new',
    daysAgo: 2,
    message:
      'We are hoping to marry in Mexico City next spring, with a welcome dinner the night before and a long lunch the day after. Would you have availability for a first call in the next two weeks?',
  },
  {
    listing: 'casa-villasenor-events',
    name: 'Jonah Whitaker',
    email: 'jonah.whitaker@example.com',
    monthsAhead: 9,
    guests: 80,
    budget: '50k-100k',
    status: 'replied',
    daysAgo: 11,
    message:
      'My fiancée and I loved the printworks wedding in the magazine. We are thinking of something similar but smaller. Do you plan weddings outside the capital too?',
  },
  {
    listing: 'flor-de-agave-atelier',
    name: 'Sofía Mendoza',
    email: 'sofia.mendoza@example.com',
    monthsAhead: 6,
    guests: 60,
    budget: '25k-50k',
    status: 'new',
    daysAgo: 4,
    message:
      'Could you quote for a bouquet, six centerpieces and a ceremony arch in marigold and white? We marry in Oaxaca in October.',
  },
  {
    listing: 'hacienda-las-jacarandas',
    name: 'Alexandra Petrova',
    email: 'alexandra.petrova@example.com',
    monthsAhead: 16,
    guests: 150,
    budget: '100k-250k',
    status: 'new',
    daysAgo: 1,
    message:
      'Is the hacienda available for exclusive use over a weekend in March? We would need rooms for around thirty guests.',
  },
  {
    listing: 'hacienda-las-jacarandas',
    name: 'Marcus Bell',
    email: 'marcus.bell@example.com',
    monthsAhead: 11,
    guests: 110,
    budget: '50k-100k',
    status: 'archived',
    daysAgo: 40,
    message:
      'Do you allow outside caterers? We have a family friend who is a chef and would love to cook for us.',
  },
  {
    listing: 'tenuta-bellandi',
    name: 'Eleanor Hastings',
    email: 'eleanor.hastings@example.com',
    monthsAhead: 13,
    guests: 90,
    budget: '100k-250k',
    status: 'new',
    daysAgo: 3,
    message:
      'We are planning a September wedding in Tuscany and would love to visit the estate this summer. Which dates would suit a tasting and a tour?',
  },
  {
    listing: 'tenuta-bellandi',
    name: 'Tariq Hassan',
    email: 'tariq.hassan@example.com',
    monthsAhead: 20,
    guests: 160,
    budget: '100k-250k',
    status: 'replied',
    daysAgo: 18,
    message:
      'Could you share your wet-weather plan for ceremonies among the vines, and the cellar’s seated capacity?',
  },
  {
    listing: 'bellandi-fotografia',
    name: 'Greta Lindholm',
    email: 'greta.lindholm@example.com',
    monthsAhead: 8,
    guests: 40,
    budget: '25k-50k',
    status: 'new',
    daysAgo: 6,
    message:
      'We are eloping to Florence with a small group of family. Do you offer half-day coverage, and do you shoot film?',
  },
  {
    listing: 'quartetto-serenissima',
    name: 'Olivia Grant',
    email: 'olivia.grant@example.com',
    monthsAhead: 10,
    guests: 70,
    budget: '25k-50k',
    status: 'new',
    daysAgo: 9,
    message:
      'Would the quartet be able to learn one song for our processional? It is an old folk tune my grandmother used to sing.',
  },
  {
    listing: 'the-alder-hotel',
    name: 'Benjamin Cho',
    email: 'benjamin.cho@example.com',
    monthsAhead: 12,
    guests: 200,
    budget: '250k-plus',
    status: 'new',
    daysAgo: 5,
    message:
      'We would like to hold both the ceremony and reception in the ballroom next December. Is the rooftop available for cocktails in winter?',
  },
  {
    listing: 'atelier-seraphine',
    name: 'Ruth Adebayo',
    email: 'ruth.adebayo@example.com',
    monthsAhead: 11,
    guests: 150,
    budget: '50k-100k',
    status: 'new',
    daysAgo: 7,
    message:
      'I would love an appointment to discuss a made-to-measure gown. My wedding is in eleven months; is that enough time?',
  },
];

export interface ApplicationSeed {
  businessName: string;
  contactName: string;
  email: string;
  website?: string;
  instagram?: string;
  category: BusinessCategoryKey;
  city: string;
  state: string;
  country: string;
  message: string;
  status: 'pending' | 'invited' | 'declined';
  daysAgo: number;
}

export const APPLICATIONS: readonly ApplicationSeed[] = [
  {
    businessName: 'Maison Verdure Fleurs',
    contactName: 'Adèle Fontaine',
    email: 'adele@maisonverdure.example',
    website: 'https://maisonverdure.example',
    instagram: '@maison.verdure',
    category: 'florist',
    city: 'Annecy',
    state: 'Auvergne-Rhône-Alpes',
    country: 'France',
    status: 'pending',
    daysAgo: 3,
    message:
      'We are a two-person floral studio working with alpine growers around the lake. We would be honored to join a community whose aesthetic we have admired for years.',
  },
  {
    businessName: 'Northbound Films',
    contactName: 'Sigrid Aas',
    email: 'sigrid@northbound.example',
    website: 'https://northbound.example',
    category: 'videography',
    city: 'Bergen',
    state: 'Vestland',
    country: 'Norway',
    status: 'pending',
    daysAgo: 8,
    message:
      'We film elopements in the fjords and mountains, in every season. Our portfolio is attached through the link above.',
  },
  {
    businessName: 'Casa Lumbre Catering',
    contactName: 'Esteban Rivas',
    email: 'esteban@casalumbre.example',
    instagram: '@casa.lumbre',
    category: 'catering',
    city: 'Mérida',
    state: 'Yucatán',
    country: 'Mexico',
    status: 'pending',
    daysAgo: 12,
    message:
      'Live-fire Yucatecan cooking for haciendas across the peninsula. We would love to be considered.',
  },
  {
    businessName: 'Golden Thread Events',
    contactName: 'Priscilla Moore',
    email: 'priscilla@goldenthread.example',
    website: 'https://goldenthread.example',
    category: 'planner',
    city: 'Dallas',
    state: 'Texas',
    country: 'United States',
    status: 'invited',
    daysAgo: 21,
    message:
      'Full-service planning for large weddings in Texas and Mexico. References from venues on request.',
  },
  {
    businessName: 'Instant Party Props',
    contactName: 'Gary Dunn',
    email: 'gary@instantprops.example',
    category: 'rental',
    city: 'Orlando',
    state: 'Florida',
    country: 'United States',
    status: 'declined',
    daysAgo: 35,
    message: 'Photo booths, inflatable letters and neon signs at the lowest prices in the state.',
  },
  {
    businessName: 'Studio Oleandro',
    contactName: 'Beatrice Marino',
    email: 'beatrice@oleandro.example',
    instagram: '@studio.oleandro',
    category: 'stationery',
    city: 'Palermo',
    state: 'Sicily',
    country: 'Italy',
    status: 'declined',
    daysAgo: 60,
    message:
      'Hand-painted ceramics and invitations inspired by Sicilian tiles. We are only just starting and would welcome any feedback.',
  },
];

export const CONTACT_MESSAGES: readonly {
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'read' | 'archived';
  daysAgo: number;
}[] = [
  {
    name: 'Harriet Quinn',
    email: 'harriet.quinn@example.com',
    subject: 'Advertising with Perféte',
    message:
      'I manage partnerships for a small group of boutique hotels and would like to know more about working with the magazine. Is there a media kit?',
    status: 'new',
    daysAgo: 2,
  },
  {
    name: 'Daniel Moreau',
    email: 'daniel.moreau@example.com',
    subject: 'A correction',
    message:
      'Lovely piece on Provence. One small note: the lavender in the Luberon is usually harvested from mid-July, not early July. Thank you for the inspiration all the same.',
    status: 'read',
    daysAgo: 9,
  },
  {
    name: 'Aisha Bello',
    email: 'aisha.bello@example.com',
    subject: 'Writing for you',
    message:
      'I am a travel writer based in Lisbon and would love to pitch a guide to marrying in the Alentejo. Who is the right editor to contact?',
    status: 'new',
    daysAgo: 5,
  },
  {
    name: 'Tom Fairley',
    email: 'tom.fairley@example.com',
    subject: 'Newsletter',
    message: 'Is there a way to receive new real weddings by email? I do not want to miss any.',
    status: 'archived',
    daysAgo: 44,
  },
];

export const WEDDING_SUBMISSIONS: readonly {
  partnerOne: string;
  partnerTwo: string;
  email: string;
  monthsAgo: number;
  location: string;
  photographer: string;
  galleryUrl: string;
  message: string;
  status: 'new' | 'reviewing' | 'accepted' | 'declined';
  daysAgo: number;
}[] = [
  {
    partnerOne: 'Inès Duval',
    partnerTwo: 'Marco Ricci',
    email: 'ines.duval@example.com',
    monthsAgo: 2,
    location: 'Lake Orta, Italy',
    photographer: 'Élodie Marchand Photographe',
    galleryUrl: 'https://gallery.example/ines-and-marco',
    message:
      'A small lakeside wedding with thirty guests, a boat to the island and dinner in a cloister.',
    status: 'new',
    daysAgo: 3,
  },
  {
    partnerOne: 'Keisha Grant',
    partnerTwo: 'Jordan Ellis',
    email: 'keisha.grant@example.com',
    monthsAgo: 4,
    location: 'Charleston, South Carolina',
    photographer: 'Juniper Ash Photography',
    galleryUrl: 'https://gallery.example/keisha-and-jordan',
    message: 'An oyster roast rehearsal, a church wedding and a brass band down King Street.',
    status: 'reviewing',
    daysAgo: 15,
  },
  {
    partnerOne: 'Maya Cohen',
    partnerTwo: 'Eli Navarro',
    email: 'maya.cohen@example.com',
    monthsAgo: 1,
    location: 'Tulum, Mexico',
    photographer: 'Soledad Ruiz Studio',
    galleryUrl: 'https://gallery.example/maya-and-eli',
    message:
      'A chuppah of palm fronds on the beach and a dinner in the jungle lit by a thousand candles.',
    status: 'accepted',
    daysAgo: 24,
  },
  {
    partnerOne: 'Chloe Park',
    partnerTwo: 'Sam Whitman',
    email: 'chloe.park@example.com',
    monthsAgo: 6,
    location: 'Denver, Colorado',
    photographer: 'A friend with a camera',
    galleryUrl: 'https://gallery.example/chloe-and-sam',
    message: 'A backyard wedding with a taco truck. Not fancy, but we loved it.',
    status: 'declined',
    daysAgo: 50,
  },
];

export interface StandaloneVideoSeed {
  title: string;
  description: string;
  clip: string;
  location: 'testimonial' | 'destination';
  status: 'published' | 'active' | 'draft';
  /** Site path the card links to. */
  link?: string;
}

export const STANDALONE_VIDEOS: readonly StandaloneVideoSeed[] = [
  {
    title: 'Flor de Agave Atelier',
    description:
      '“Our calendar filled with exactly the couples we hoped to meet.” Ana Villaseñor, florist, Oaxaca.',
    clip: 'garden-vows',
    location: 'testimonial',
    status: 'published',
    link: '/index/flor-de-agave-atelier',
  },
  {
    title: 'The Brass Lanterns',
    description:
      '“Every inquiry reads like it came from someone who already knows our work.” Marcus Delery, bandleader, New Orleans.',
    clip: 'candlelit-supper',
    location: 'testimonial',
    status: 'published',
    link: '/index/the-brass-lanterns',
  },
  {
    title: 'Velvet Hour Beauty',
    description:
      '“Being part of Perféte feels like being part of a studio, not a directory.” Simone Achebe, makeup artist, New York.',
    clip: 'first-look',
    location: 'testimonial',
    status: 'published',
    link: '/index/velvet-hour-beauty',
  },
  {
    title: 'Hearth & Vine Catering',
    description:
      '“The couples who find us here care about the table as much as we do.” Daniel Okafor, chef, Napa.',
    clip: 'the-toast',
    location: 'testimonial',
    status: 'published',
    link: '/index/hearth-and-vine-catering',
  },
  {
    title: 'Atelier Seraphine',
    description:
      '“Our gowns are made slowly. So are the relationships this community builds.” Seraphine Noor, designer, New York.',
    clip: 'atelier-fitting',
    location: 'testimonial',
    status: 'published',
    link: '/index/atelier-seraphine',
  },
  {
    title: 'Aurelian Fine Jewelry',
    description:
      '“We met three of this year’s couples through a single real-wedding feature.” Eliza Aurelian, jeweler, New York.',
    clip: 'ring-box',
    location: 'testimonial',
    status: 'published',
    link: '/index/aurelian-fine-jewelry',
  },
  {
    title: 'Tenuta Bellandi',
    description: 'A draft testimonial awaiting the estate’s approval.',
    clip: 'vineyard-arch',
    location: 'testimonial',
    status: 'draft',
    link: '/index/tenuta-bellandi',
  },
  {
    title: 'Evening on the Riviera',
    description:
      'Long tables, low sun and the sea below: destination weddings on the Mediterranean.',
    clip: 'riviera-evening',
    location: 'destination',
    status: 'active',
    link: '/blog/wedding-guide-to-puglia',
  },
  {
    title: 'Island Sunrise',
    description:
      'First light over the Caribbean, for couples who marry early and swim straight after.',
    clip: 'island-sunrise',
    location: 'destination',
    status: 'active',
    link: '/blog/st-lucia-between-the-pitons-wedding-guide',
  },
  {
    title: 'Among the Vines',
    description:
      'Harvest season in Tuscany, where the ceremony arch is made of the vineyard itself.',
    clip: 'vineyard-arch',
    location: 'destination',
    status: 'published',
    link: '/index/tenuta-bellandi',
  },
];
