/**
 * Query keys of the notifications domain (who wants which emails how, the unsubscribe links,
 * the emails that could not be delivered), rooted at ['notifications']: a write invalidates
 * `notificationKeys.all` and every view of it refreshes.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The signed-in person's choices: each email at once, or a daily digest. */
  preferences: (userId: string) => [...notificationKeys.all, 'preferences', userId] as const,
  /** What an unsubscribe link's token stands for (address, topic, subscribed or not). */
  subscription: (token: string) => [...notificationKeys.all, 'subscription', token] as const,
  /** The emails the delivery gave up on (admins only). */
  undelivered: () => [...notificationKeys.all, 'undelivered'] as const,
  /** The emails the mail gate held back past a mailbox's daily limit (admins only). */
  heldBack: () => [...notificationKeys.all, 'held-back'] as const,
};
