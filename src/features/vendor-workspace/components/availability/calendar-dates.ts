/**
 * Plain calendar arithmetic on ISO days (yyyy-mm-dd), in UTC so a day never shifts with the
 * reader's zone. Weeks start on Monday.
 */
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day of another month, or that month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
}

export const monthOf = (iso: string) => iso.slice(0, 7);
export const firstOfMonth = (iso: string) => `${monthOf(iso)}-01`;
export const lastOfMonth = (iso: string) => addDays(addMonths(firstOfMonth(iso), 1), -1);

/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (iso: string) => (toDate(iso).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; days of other months are null. */
export function monthWeeks(iso: string): (string | null)[][] {
  const first = firstOfMonth(iso);
  const last = lastOfMonth(iso);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** Where a key moves the focused day, or null for a key the calendar does not handle. */
export function moveFocus(iso: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayIndex(iso));
    case 'End':
      return addDays(iso, 6 - weekdayIndex(iso));
    case 'PageUp':
      return addMonths(iso, -1);
    case 'PageDown':
      return addMonths(iso, 1);
    default:
      return null;
  }
}

const LONG = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Saturday 18 September 2027" */
export const longDay = (iso: string) => LONG.format(toDate(iso)).replace(',', '');
/** "September 2027" */
export const monthTitle = (iso: string) => MONTH.format(toDate(iso));
export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;
