import { INQUIRY_VENDORS_PER_SEND } from '@/config/site';

/**
 * What a couple reads when send_inquiries refuses (20261130070000): the whole send is refused,
 * so nothing was sent, and the form keeps every word. The database names a refused vendor by id
 * only (a hidden listing's name is not public); the name comes from the couple's own list.
 */

export const MULTI_INQUIRY_SEND_ERROR =
  'We couldn’t send your message just now, so no vendor has it yet. Please check your connection and try again; everything you wrote is still here.';

interface DatabaseRefusal {
  hint?: unknown;
  details?: unknown;
}

const refusal = (error: unknown): DatabaseRefusal =>
  typeof error === 'object' && error !== null ? (error as DatabaseRefusal) : {};

/** The id of the vendor that refused the whole send, or null for any other failure. */
export function refusedListingId(error: unknown): string | null {
  const { hint, details } = refusal(error);
  return hint === 'listing_refused' && typeof details === 'string' ? details : null;
}

export function multiInquiryError(error: unknown, nameOf: (id: string) => string | undefined) {
  const refused = refusedListingId(error);
  if (refused) {
    const name = nameOf(refused) ?? 'One of the vendors you chose';
    return `${name} isn’t taking inquiries through Perféte right now, so nothing was sent to anyone. Leave it out and send again; everything you wrote is still here.`;
  }
  if (refusal(error).hint === 'too_many_vendors') return tooManyVendors();
  return MULTI_INQUIRY_SEND_ERROR;
}

export const tooManyVendors = () =>
  `You can write to at most ${INQUIRY_VENDORS_PER_SEND} vendors at once. Choose fewer and send again; everything you wrote is still here.`;
