import type { InfoPageSlug } from './lib/info-pages';

/** The two inboxes the site's forms fill: /contact's messages and /submissions' weddings. */
export type InboxKind = 'messages' | 'submissions';

/** What an inbox page shows: one kind, one state (or everything not archived), one page. */
export interface InboxFilters {
  kind: InboxKind;
  /** One state, or everything not archived. */
  status: string | null;
  page: number;
}

/**
 * The content domain's one key factory: the information pages (Markdown shipped with the build)
 * and the admins' inboxes of what the forms sent. A write invalidates `contentKeys.all`.
 */
export const contentKeys = {
  all: ['content'] as const,
  pages: () => [...contentKeys.all, 'page'] as const,
  page: (slug: InfoPageSlug) => [...contentKeys.pages(), slug] as const,
  inboxes: () => [...contentKeys.all, 'inbox'] as const,
  /** The admins' inboxes (contact messages, wedding submissions), by filter and page. */
  inbox: (filters: InboxFilters) => [...contentKeys.inboxes(), filters] as const,
  /** The admins' held desk: messages and submissions held past a burst (issue #29). */
  held: () => [...contentKeys.inboxes(), 'held'] as const,
};
