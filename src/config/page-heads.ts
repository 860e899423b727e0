import { PATHS } from './paths';

/**
 * The titles and descriptions of the pages with a fixed path, read by each page's own head and by
 * the site function's (src/site-function/pages.ts), so a crawler and a reader see the same words
 * and no two public pages share a title or a description (src/site-function/pages.test.ts). The
 * magazine's sections keep theirs in ./sections.ts, the directory's filtered views in
 * src/features/listings/lib/directory-view.ts. Titles here are the page's own; the document
 * title appends the site's name (pageTitle).
 */
export interface FixedPageHead {
  title: string;
  description: string;
}

/**
 * The home page's description. src/routes/home.tsx keeps its own copy: the home page's chunk is
 * first-paint JavaScript, and importing this table would load it all there (a test holds the two
 * equal).
 */
export const HOME_DESCRIPTION =
  'Perféte: real weddings, bridal fashion, planning, jewelry, beauty and destinations, and an invitation-only directory of the wedding artists behind them.';

export const BLOG_HEAD: FixedPageHead = {
  title: 'All Stories',
  description:
    'Every story from Perféte: real weddings, bridal fashion, planning, beauty, jewelry and the places worth marrying in — newest first.',
};

export const CONTACT_HEAD: FixedPageHead = {
  title: 'Contact the Editors',
  description:
    'Write to Perféte’s editors about a story, a partnership, membership of the directory or anything else. Every message is read by a person.',
};

export const SUBMISSIONS_HEAD: FixedPageHead = {
  title: 'Submit Your Wedding',
  description:
    'Share your wedding with Perféte’s editors. We feature celebrations of every size, style and budget — what matters is a day that felt like yours.',
};

export const MEMBERSHIP_HEAD: FixedPageHead = {
  title: 'Vendor Membership',
  description:
    'Perféte’s vendor directory is invitation-only: how admission works, what members get, and the application.',
};

export const NEWSLETTER_HEAD: FixedPageHead = {
  title: 'The Newsletter',
  description:
    'Perféte by email: The Edit, the week’s stories every Friday, and Your wedding, week by week, keyed to your date. No tracking pixel; leave in one click.',
};

/**
 * The information pages (src/content/*.md): their descriptions are the Markdown's own
 * (src/content/info-heads.test.ts holds the two together); the titles say more than the h1.
 */
export const INFO_HEADS: Record<string, FixedPageHead> = {
  [PATHS.about]: {
    title: 'About Us',
    description:
      'Perféte is a wedding magazine and an invitation-only directory of the artists who make weddings — written for couples who care how the day feels, not only how it looks.',
  },
  [PATHS.careers]: {
    title: 'Careers',
    description:
      'Work with a small team of editors, photographers and builders making a wedding magazine and vendor directory with taste and integrity.',
  },
  [PATHS.diversity]: {
    title: 'Diversity & Inclusion',
    description:
      'Every couple, every culture, every kind of love. How Perféte makes sure the weddings we publish — and the people who make them — reflect the world as it is.',
  },
  [PATHS.privacyPolicy]: {
    title: 'Privacy Policy',
    description:
      'Perféte’s own privacy policy, in plain language — what we collect when you read, write to us or list your business, why we keep it, and how you stay in control of it.',
  },
  [PATHS.termsOfUse]: {
    title: 'Terms of Use',
    description:
      'Perféte’s own terms of use, in plain language — the agreement between you and us when you read the magazine, use the directory or send us your work.',
  },
};

/**
 * Pages for one visitor's errand or list (a sign-in, a token, a saved list, a search): never
 * indexed (`noindex`, as their own heads say), but each still titled for the tab it sits in.
 */
export const ERRAND_TITLES: Record<string, string> = {
  [PATHS.login]: 'Vendor & editor login',
  [PATHS.resetPassword]: 'Reset your password',
  [PATHS.authConfirm]: 'Confirming your email',
  [PATHS.unsubscribe]: 'Unsubscribe',
  [PATHS.newsletterConfirm]: 'Confirm your subscription',
  [PATHS.newsletterPreferences]: 'Your newsletter preferences',
  [PATHS.membershipAccept]: 'Your invitation',
  [PATHS.saved]: 'Saved',
  [PATHS.savedCompare]: 'Compare vendors',
};
