import { dayShortMonthYear } from '@/lib/english-dates';
import type { NewsletterIssueSummary } from '@/features/newsletter-issues';

const two = (value: number) => String(value).padStart(2, '0');

/** "4 Dec 2026, 09:00", in the admin's own time zone. */
function at(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return `${dayShortMonthYear(date)}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** An issue's state in words: "Draft", "Scheduled for 4 Dec 2026, 09:00", "Sent … to 1,204". */
export function issueState(
  issue: Pick<NewsletterIssueSummary, 'status' | 'scheduled_for' | 'sent_at' | 'recipients'>,
): string {
  switch (issue.status) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return `Scheduled for ${at(issue.scheduled_for)}`;
    case 'sending':
      return 'Sending…';
    case 'sent':
      return `Sent ${at(issue.sent_at)} to ${(issue.recipients ?? 0).toLocaleString('en-GB')} subscribers`;
  }
}
