import * as z from 'zod';
import {
  INQUIRY_BUDGET_BANDS,
  INQUIRY_EMAIL_MAX_LENGTH,
  INQUIRY_GUEST_COUNT_MAX,
  INQUIRY_MESSAGE_MAX_LENGTH,
  INQUIRY_MESSAGE_MIN_LENGTH,
  INQUIRY_NAME_MAX_LENGTH,
  INQUIRY_WEDDING_DATE_MAX_YEARS,
} from '@/config/site';
import { groupDigits } from '@/lib/english-format';
import type { NewInquiry } from '../api/create-inquiry';

/**
 * The inquiry form's rules, each with the sentence a couple reads when a field is wrong. Values
 * are the inputs' strings; `toNewInquiry` turns valid ones into an inquiries row. The database
 * checks the same bounds (or looser ones) again.
 */
const BUDGET_VALUES = INQUIRY_BUDGET_BANDS.map((band) => band.value) as string[];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the visitor's own calendar, as yyyy-mm-dd (what <input type="date"> gives). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Built per render so 'today' is today, and testable with a fixed clock. */
export function inquirySchema(now: Date = new Date()) {
  const today = localIsoDate(now);
  const latest = localIsoDate(
    new Date(now.getFullYear() + INQUIRY_WEDDING_DATE_MAX_YEARS, now.getMonth(), now.getDate()),
  );
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Please tell us your name.')
      .max(
        INQUIRY_NAME_MAX_LENGTH,
        `Please keep your name under ${INQUIRY_NAME_MAX_LENGTH} characters.`,
      ),
    email: z
      .string()
      .trim()
      .min(1, 'Please enter your email address, so the vendor can reply.')
      .max(INQUIRY_EMAIL_MAX_LENGTH, 'That email address is too long.')
      .pipe(z.email('Please enter a valid email address, like name@example.com.')),
    weddingDate: z
      .string()
      .min(1, 'Please choose your wedding date; an approximate one is fine.')
      .refine(isRealDate, 'Please enter a real date.')
      .refine((value) => value >= today, 'Your wedding date can’t be in the past.')
      .refine(
        (value) => value <= latest,
        `Please choose a date within the next ${INQUIRY_WEDDING_DATE_MAX_YEARS} years.`,
      ),
    guestCount: z
      .string()
      .trim()
      .min(1, 'Please tell us roughly how many guests you expect.')
      .regex(/^\d+$/, 'Please enter the number of guests as a whole number, like 120.')
      .refine((value) => Number(value) >= 1, 'Please enter at least 1 guest.')
      .refine(
        (value) => Number(value) <= INQUIRY_GUEST_COUNT_MAX,
        `Please enter up to ${groupDigits(INQUIRY_GUEST_COUNT_MAX)} guests; for a larger celebration, say so in your message.`,
      ),
    budgetBand: z
      .string()
      .refine(
        (value) => value === '' || BUDGET_VALUES.includes(value),
        'Please choose a budget from the list.',
      ),
    message: z
      .string()
      .trim()
      .min(
        INQUIRY_MESSAGE_MIN_LENGTH,
        `Please write a little more (at least ${INQUIRY_MESSAGE_MIN_LENGTH} characters): what you are planning and what you would like from them.`,
      )
      .max(
        INQUIRY_MESSAGE_MAX_LENGTH,
        `Please keep your message under ${groupDigits(INQUIRY_MESSAGE_MAX_LENGTH)} characters.`,
      ),
    /** Honeypot: people never see it; a filled one means a bot. */
    company: z.string(),
  });
}

export type InquiryValues = z.input<ReturnType<typeof inquirySchema>>;

export const INQUIRY_DEFAULTS: InquiryValues = {
  name: '',
  email: '',
  weddingDate: '',
  guestCount: '',
  budgetBand: '',
  message: '',
  company: '',
};

/** What a valid form says, as inquiries columns (for one vendor or several). */
export function inquiryFields(values: InquiryValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    wedding_date: values.weddingDate,
    guest_count: Number(values.guestCount),
    budget_band: values.budgetBand || null,
    message: values.message.trim(),
  } satisfies Omit<NewInquiry, 'listing_id'>;
}

export function toNewInquiry(listingId: string, values: InquiryValues): NewInquiry {
  return { listing_id: listingId, ...inquiryFields(values) };
}
