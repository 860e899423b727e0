/**
 * The auth service's error kinds (site-spec §8: session missing, invalid credentials, weak
 * password, invalid token, rate limits, retryable 502/503/504) in plain words, for every auth
 * form: sign-in, reset password, account settings, the email links.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: "That email and password don't match an account.",
  wrongCurrentPassword: "That isn't your current password.",
  emailNotConfirmed:
    'This account’s email address has not been confirmed yet. Please use the link in the email we sent you.',
  banned: 'This account has been suspended. Please contact us if you think this is a mistake.',
  sessionMissing: 'Your session has ended. Please sign in again.',
  weakPassword: 'Choose a stronger password: at least 10 characters, with letters and numbers.',
  samePassword: 'Choose a password different from your current one.',
  invalidLink: 'This link has expired or has already been used.',
  invalidCode: 'That code is wrong or has expired. Ask for a new one.',
  reauthenticationNeeded:
    'For your security, confirm it’s you: enter your current password or a code we email you.',
  emailTaken: 'That email address is already used by another account.',
  rateLimited: 'Too many attempts. Please wait a minute, then try again.',
  unavailable:
    'We couldn’t reach the sign-in service. Please check your connection and try again in a moment.',
  unknown: 'Something went wrong. Please try again.',
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** The fields of a supabase-js AuthError this needs (read by shape: no runtime import here). */
interface AuthErrorShape {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
}

const SERVER_ERROR_STATUS = 500;
const TOO_MANY_REQUESTS_STATUS = 429;

const TOKEN_CODES = new Set([
  'otp_expired',
  'otp_disabled',
  'bad_code_verifier',
  'flow_state_expired',
]);

/** Which kind of auth failure `error` is, for `AUTH_MESSAGES`. */
export function authErrorKind(error: unknown): AuthMessageKey {
  const { name, code, status, message } = (error ?? {}) as AuthErrorShape;
  const text = String(message ?? '');
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(text))
    return 'invalidCredentials';
  if (code === 'email_not_confirmed') return 'emailNotConfirmed';
  if (code === 'user_banned') return 'banned';
  if (
    name === 'AuthSessionMissingError' ||
    code === 'session_not_found' ||
    /session missing/i.test(text)
  )
    return 'sessionMissing';
  if (code === 'weak_password') return 'weakPassword';
  if (code === 'same_password') return 'samePassword';
  if (code === 'reauthentication_needed') return 'reauthenticationNeeded';
  if (code === 'reauthentication_not_valid') return 'invalidCode';
  if (code === 'email_exists' || code === 'user_already_exists' || code === 'email_address_taken')
    return 'emailTaken';
  if (
    (typeof code === 'string' && (TOKEN_CODES.has(code) || code.startsWith('otp_'))) ||
    /token has expired or is invalid|invalid.*(otp|token)/i.test(text)
  )
    return 'invalidLink';
  if (status === TOO_MANY_REQUESTS_STATUS || (typeof code === 'string' && code.startsWith('over_')))
    return 'rateLimited';
  const isNetworkFailure =
    name === 'AuthRetryableFetchError' ||
    error instanceof TypeError ||
    status === 0 ||
    (typeof status === 'number' && status >= SERVER_ERROR_STATUS);
  if (isNetworkFailure) return 'unavailable';
  return 'unknown';
}

/** `error` in plain words. */
export function authErrorMessage(error: unknown): string {
  return AUTH_MESSAGES[authErrorKind(error)];
}
