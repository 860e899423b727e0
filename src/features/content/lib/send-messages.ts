import { isThrottled } from '@/lib/throttle';

/** Shown when the database's hourly throttle refused the form (src/config/throttles.ts). */
export const SEND_THROTTLED =
  'You’ve sent several of these from this email address in the last hour — please try again later. Everything you wrote is still here.';
export const SEND_FAILED =
  'We couldn’t send this just now. Everything you wrote is still here — please try again in a moment.';

/** What the contact and submission forms say when a send failed (nothing when it did not). */
export const sendErrorText = (send: { isError: boolean; error: unknown }) =>
  send.isError ? (isThrottled(send.error) ? SEND_THROTTLED : SEND_FAILED) : null;
