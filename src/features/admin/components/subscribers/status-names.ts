/** A subscriber's status as the desk names it: "pending" is an unconfirmed subscribe. */
export const STATUS_NAMES = {
  confirmed: 'Confirmed',
  pending: 'Unconfirmed',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed (bounced or complained)',
} as const;
