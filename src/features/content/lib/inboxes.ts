import type { InboxKind } from '../keys';

/** The two inboxes the forms fill, each with its states in the order an editor works them. */
export const INBOXES = {
  messages: { table: 'contact_messages', states: ['new', 'read', 'archived'] },
  submissions: {
    table: 'wedding_submissions',
    states: ['new', 'reviewing', 'accepted', 'declined', 'archived'],
  },
} as const satisfies Record<InboxKind, { table: string; states: readonly string[] }>;
