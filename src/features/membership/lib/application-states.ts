/** The review states of an application, in the review desk's order ('pending' is shown as New). */
export const APPLICATION_STATES = [
  'pending',
  'in_review',
  'waitlisted',
  'invited',
  'declined',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const STATE_LABELS: Record<ApplicationState, string> = {
  pending: 'New',
  in_review: 'In review',
  waitlisted: 'Waitlisted',
  invited: 'Invited',
  declined: 'Declined',
};

export const isApplicationState = (value: string | null): value is ApplicationState =>
  APPLICATION_STATES.includes(value as ApplicationState);
