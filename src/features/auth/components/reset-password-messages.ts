import * as z from 'zod/mini';

export const RESET_MESSAGES = {
  sentTitle: 'Check your email',
  sent: "If an account exists for that address, we've sent a link to choose a new password. It works once, within the hour.",
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  updatedTitle: 'Password updated',
  updated: 'You’re signed in with your new password.',
} as const;

/** The recovery session a link opened, kept for this tab so a reload still shows the form. */
export const RECOVERY_FLAG = 'perfete.recovery';

export const requestSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, RESET_MESSAGES.emailRequired),
      z.email(RESET_MESSAGES.emailInvalid),
    ),
});
