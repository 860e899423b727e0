/** The pipeline an inquiry moves through on the vendor's side. */
export const INQUIRY_STATUSES = ['new', 'replied', 'booked', 'declined', 'spam'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
