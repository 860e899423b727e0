/**
 * Pages that later issues build show a designed placeholder until then: the page's title as the
 * heading, one sentence about what is coming, and a way home. One shared component renders them
 * from this table (src/routes/placeholder.tsx); a page leaves the table when its module lands.
 */
export type PlaceholderPage = {
  /** The page's title: the h1 and the document title. */
  title: string;
  /** The small tracked label above the title. */
  eyebrow: string;
  /** One sentence about what the page will hold. */
  description: string;
};

const MAGAZINE = 'The Magazine';
const DIRECTORY = 'The Directory';
const HOUSE = 'The House';
const VENDORS = 'For Vendors';
const ADMIN = 'Administration';

export const PLACEHOLDER_PAGES = {
  index: {
    title: 'Wedding Vendor Directory',
    eyebrow: DIRECTORY,
    description:
      'An invitation-only index of planners, florists, photographers and artisans, arranged by craft.',
  },
  listing: {
    title: 'Vendor Profile',
    eyebrow: DIRECTORY,
    description: 'Portfolios, films and a personal note from each artist in our directory.',
  },
  venues: {
    title: 'Venues',
    eyebrow: DIRECTORY,
    description:
      'Hotels, estates, resorts and vineyards chosen for the way they hold a celebration.',
  },
  membership: {
    title: 'Vendor Membership',
    eyebrow: VENDORS,
    description: 'How to join a community of wedding professionals that is invitation-only.',
  },
  blog: {
    title: 'The Blog',
    eyebrow: MAGAZINE,
    description: 'Every story from the magazine: real weddings, fashion, planning and travel.',
  },
  blogDestinations: {
    title: 'Destinations',
    eyebrow: MAGAZINE,
    description: 'Faraway vows and the places worth crossing an ocean for.',
  },
  blogTrends: {
    title: 'Trends',
    eyebrow: MAGAZINE,
    description: 'What the most considered weddings of the season are wearing, serving and saying.',
  },
  blogPlanning: {
    title: 'Planning',
    eyebrow: MAGAZINE,
    description: 'Timelines, budgets and etiquette, told by the people who plan for a living.',
  },
  blogRealWeddings: {
    title: 'Real Weddings',
    eyebrow: MAGAZINE,
    description: 'Celebrations from our couples, photographed as they truly unfolded.',
  },
  blogInspiration: {
    title: 'Inspiration',
    eyebrow: MAGAZINE,
    description: 'Palettes, tablescapes and details to begin imagining your own day.',
  },
  blogJewelry: {
    title: 'Jewelry',
    eyebrow: MAGAZINE,
    description: 'Engagement rings, heirlooms and the quiet pieces worn down the aisle.',
  },
  blogBeauty: {
    title: 'Beauty',
    eyebrow: MAGAZINE,
    description: 'Hair, makeup and skincare rituals for the months before the day.',
  },
  post: {
    title: 'The Story',
    eyebrow: MAGAZINE,
    description: 'The full story, with every photograph and the vendors who made it.',
  },
  nybfw: {
    title: 'New York Bridal Fashion Week',
    eyebrow: MAGAZINE,
    description: 'The collections, the runways and our edit of the season’s gowns.',
  },
  planning: {
    title: 'Wedding Planning',
    eyebrow: MAGAZINE,
    description: 'A considered guide to planning, from the first toast to the last dance.',
  },
  weddings: {
    title: 'Weddings',
    eyebrow: MAGAZINE,
    description: 'A gallery of celebrations, from intimate elopements to grand estates.',
  },
  style: {
    title: 'Style',
    eyebrow: MAGAZINE,
    description: 'Florals, stationery and the design of a day that feels like your own.',
  },
  fashion: {
    title: 'Fashion',
    eyebrow: MAGAZINE,
    description: 'Gowns, suits and accessories from the ateliers we admire.',
  },
  gifts: {
    title: 'Gifts',
    eyebrow: MAGAZINE,
    description: 'Registry pieces and thoughtful gifts for the couple and their guests.',
  },
  about: {
    title: 'About',
    eyebrow: HOUSE,
    description: 'The story of Perféte, and the people who write, photograph and curate it.',
  },
  careers: {
    title: 'Careers',
    eyebrow: HOUSE,
    description: 'Open roles for editors, photographers and builders who share our eye.',
  },
  contact: {
    title: 'Contact',
    eyebrow: HOUSE,
    description: 'A direct line to our editors, partnerships and vendor relations.',
  },
  diversity: {
    title: 'Diversity',
    eyebrow: HOUSE,
    description: 'Our commitment to celebrating every couple, culture and kind of love.',
  },
  submissions: {
    title: 'Submissions',
    eyebrow: HOUSE,
    description: 'How to share your wedding with our editors for consideration.',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    eyebrow: HOUSE,
    description: 'What we collect, why we keep it, and how you stay in control of it.',
  },
  termsOfUse: {
    title: 'Terms of Use',
    eyebrow: HOUSE,
    description: 'The terms that govern your use of the magazine and the directory.',
  },
  resetPassword: {
    title: 'Reset Password',
    eyebrow: VENDORS,
    description: 'Choose a new password for your vendor account in a few quiet steps.',
  },
  vendorDashboard: {
    title: 'Vendor Dashboard',
    eyebrow: VENDORS,
    description: 'Your listings, inquiries and profile, gathered in one place.',
  },
  accountSettings: {
    title: 'Account Settings',
    eyebrow: VENDORS,
    description: 'Your name, email and password, kept up to date.',
  },
  manageListing: {
    title: 'Manage Listing',
    eyebrow: VENDORS,
    description: 'Edit your portfolio, films and details as couples will see them.',
  },
  admin: {
    title: 'Admin Dashboard',
    eyebrow: ADMIN,
    description: 'Posts, listings, members and submissions, at a glance.',
  },
  adminBlogEditor: {
    title: 'Blog Editor',
    eyebrow: ADMIN,
    description: 'Write, illustrate and schedule stories for the magazine.',
  },
} as const satisfies Record<string, PlaceholderPage>;

export type PlaceholderPageKey = keyof typeof PLACEHOLDER_PAGES;
