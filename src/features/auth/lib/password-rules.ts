import * as z from 'zod/mini';

/**
 * The password rules of supabase/config.toml (`minimum_password_length = 10`,
 * `password_requirements = "letters_digits"`), mirrored so a form says what is missing before the
 * server refuses it. The server still decides (weak_password).
 */
export const PASSWORD_MIN_LENGTH = 10;
/** The auth service's own ceiling (bcrypt reads 72 bytes). */
export const PASSWORD_MAX_LENGTH = 72;

export interface PasswordRule {
  id: 'length' | 'letter' | 'digit';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'letter', label: 'A letter', test: (password) => /\p{L}/u.test(password) },
  { id: 'digit', label: 'A number', test: (password) => /\d/.test(password) },
];

export const PASSWORD_MESSAGES = {
  required: 'Choose a password.',
  weak: 'Your password needs at least 10 characters, with letters and numbers.',
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  confirmRequired: 'Type the new password again.',
  mismatch: 'The two passwords don’t match.',
} as const;

export const meetsPasswordRules = (password: string) =>
  PASSWORD_RULES.every((rule) => rule.test(password));

/** A new password and its confirmation, checked against the rules and each other. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, PASSWORD_MESSAGES.required),
        z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
        z.refine(meetsPasswordRules, PASSWORD_MESSAGES.weak),
      ),
    confirm: z.string().check(z.minLength(1, PASSWORD_MESSAGES.confirmRequired)),
  })
  .check(
    z.refine((values) => values.password === values.confirm, {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['confirm'],
    }),
  );

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
