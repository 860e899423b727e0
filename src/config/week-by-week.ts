/**
 * "Your wedding, week by week" (issue #44): the letter keyed to a couple's date. The database
 * holds the schedule (week_by_week_stages in
 * supabase/migrations/20261207100000_newsletter_week_by_week.sql, with the same offsets and the
 * categories admins may change); these are each stage's words. tests/newsletter-week-by-week.test.ts
 * checks the two agree.
 */

export type WeekByWeekStage =
  '12_months' | '9_months' | '6_months' | '3_months' | '1_month' | 'week_before' | 'after';

export interface WeekByWeekStageWords {
  stage: WeekByWeekStage;
  /** The stage's day, from the wedding date (as the table's due_offset). */
  offset: { months?: number; days?: number };
  subject: string;
  heading: string;
  intro: string;
  /** The stage's vendors, one and several (null: the stage has none). */
  vendors: { one: string; many: string } | null;
}

export const WEEK_BY_WEEK_STAGES: readonly WeekByWeekStageWords[] = [
  {
    stage: '12_months',
    offset: { months: -12 },
    subject: 'A year to go: the budget and the venue',
    heading: 'A year to go',
    intro:
      'Twelve months out is when the big decisions are made: the guest count, the budget, and the place that fixes everything else.',
    vendors: { one: 'venue', many: 'venues' },
  },
  {
    stage: '9_months',
    offset: { months: -9 },
    subject: 'Nine months to go: the photographer and the dress',
    heading: 'Nine months to go',
    intro:
      'The photographers couples love are booked a season ahead, and a dress takes months to make. This is their moment.',
    vendors: { one: 'photographer', many: 'photographers' },
  },
  {
    stage: '6_months',
    offset: { months: -6 },
    subject: 'Six months to go: flowers and the registry',
    heading: 'Six months to go',
    intro:
      'Halfway there. Settle the look of the day with your florist, and open the registry before the invitations go out.',
    vendors: { one: 'florist', many: 'florists' },
  },
  {
    stage: '3_months',
    offset: { months: -3 },
    subject: 'Three months to go: the invitations',
    heading: 'Three months to go',
    intro:
      'Invitations are posted six to eight weeks before the day: order them now, and mind the etiquette of who, when and how.',
    vendors: { one: 'stationer', many: 'stationers' },
  },
  {
    stage: '1_month',
    offset: { months: -1 },
    subject: 'One month to go: hair, make-up and the last details',
    heading: 'One month to go',
    intro:
      'Time for the hair and make-up trial, the final fittings and the list of who does what on the day.',
    vendors: { one: 'hair and make-up artist', many: 'hair and make-up artists' },
  },
  {
    stage: 'week_before',
    offset: { days: -7 },
    subject: 'Your wedding is next week',
    heading: 'One week to go',
    intro:
      'Confirm the timings with every vendor, hand over the day to someone you trust, and get some sleep.',
    vendors: { one: 'planner for the day', many: 'planners for the day' },
  },
  {
    stage: 'after',
    offset: { days: 7 },
    subject: 'Congratulations, and a last letter',
    heading: 'Congratulations',
    intro:
      'We hope it was everything you wished for. A few last things: the thank-you notes, the honeymoon, and a word for the vendors who made your day.',
    vendors: null,
  },
];

/** At most one week-by-week letter in this many days (newsletter_send_week_by_week). */
export const WEEK_BY_WEEK_QUIET_DAYS = 5;

/** No stage is sent this many days after the wedding: the letter stops by itself. */
export const WEEK_BY_WEEK_STOPS_AFTER_DAYS = 60;
