export interface ResponseTime {
  medianSeconds: number | null;
  answered: number;
}

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

/** "an hour", "5 hours", "2 days": how long, rounded up, in the words a couple reads. */
export function formatResponseTime(seconds: number): string {
  if (seconds <= HOUR_S) return 'an hour';
  if (seconds < DAY_S) {
    const hours = Math.ceil(seconds / HOUR_S);
    return `${hours} hours`;
  }
  const days = Math.ceil(seconds / DAY_S);
  return days === 1 ? 'a day' : `${days} days`;
}
