import type { Inquiry } from '@/features/listings';

export type QuickReplyKey = 'available' | 'not-available' | 'brochure' | 'call';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

interface QuickReply {
  key: QuickReplyKey;
  label: string;
  body: (facts: { couple: string; date: string; listing: string }) => string;
}

/**
 * The four answers vendors send most, filled with the couple's name, their date and the listing,
 * for the vendor to finish in their own email client (their address, their signature, their
 * sent folder), never sent from here.
 */
export const QUICK_REPLIES: readonly QuickReply[] = [
  {
    key: 'available',
    label: 'Your date is available',
    body: ({ couple, date, listing }) =>
      `Dear ${couple},\n\nThank you for writing to ${listing}. Good news: ${date} is still open, and we would love to be part of it.\n\nCould we find a time to talk about your plans?\n\nWarm regards,`,
  },
  {
    key: 'not-available',
    label: 'Your date is not available',
    body: ({ couple, date, listing }) =>
      `Dear ${couple},\n\nThank you for thinking of ${listing}. I am sorry to say that ${date} is already booked.\n\nIf your plans are flexible, I would be glad to suggest nearby dates, or colleagues whose work I admire.\n\nWarm regards,`,
  },
  {
    key: 'brochure',
    label: 'Send the brochure',
    body: ({ couple, listing }) =>
      `Dear ${couple},\n\nThank you for your message to ${listing}. I have attached our brochure with our collections and what each includes.\n\nI would be happy to answer any question it leaves open.\n\nWarm regards,`,
  },
  {
    key: 'call',
    label: 'Suggest a call',
    body: ({ couple, date, listing }) =>
      `Dear ${couple},\n\nThank you for writing to ${listing} about ${date}. The best way to begin is a short call: could you tell me two or three times that suit you this week?\n\nWarm regards,`,
  },
];

/** A mailto: link to the couple with the chosen reply filled in. */
export function replyHref(
  inquiry: Pick<Inquiry, 'email' | 'name' | 'wedding_date' | 'listing'>,
  key: QuickReplyKey,
): string {
  const reply = QUICK_REPLIES.find((candidate) => candidate.key === key) ?? QUICK_REPLIES[0]!;
  const listing = inquiry.listing?.name ?? 'us';
  const body = reply.body({
    couple: inquiry.name,
    date: inquiry.wedding_date ? LONG_DATE.format(new Date(inquiry.wedding_date)) : 'your date',
    listing,
  });
  const subject = `Your inquiry to ${listing}`;
  return `mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
