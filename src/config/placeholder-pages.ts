/**
 * Pages that later issues build show a designed placeholder until then: the page's title as the
 * heading, one sentence about what is coming, and a way home. Each such route module renders
 * `PlaceholderPage` with its entry here; a page leaves the table when its real module lands.
 */
export type PlaceholderPage = {
  /** The page's title: the h1 and the document title. */
  title: string;
  /** The small tracked label above the title. */
  eyebrow: string;
  /** One sentence about what the page will hold. */
  description: string;
};

const ADMIN = 'Administration';

export const PLACEHOLDER_PAGES = {
  adminBlogEditor: {
    title: 'Blog Editor',
    eyebrow: ADMIN,
    description: 'Write, illustrate and schedule stories for the magazine.',
  },
} as const satisfies Record<string, PlaceholderPage>;

export type PlaceholderPageKey = keyof typeof PLACEHOLDER_PAGES;
