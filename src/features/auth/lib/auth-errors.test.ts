// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorKind, authErrorMessage } from './auth-errors';

const authError = (fields: { name?: string; code?: string; status?: number; message: string }) =>
  Object.assign(new Error(fields.message), fields);

describe('authErrorKind', () => {
  it.each([
    [
      'a missing session',
      authError({ name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' }),
      'sessionMissing',
    ],
    [
      'invalid credentials',
      authError({ code: 'invalid_credentials', status: 400, message: 'x' }),
      'invalidCredentials',
    ],
    [
      'a weak password',
      authError({ code: 'weak_password', status: 422, message: 'x' }),
      'weakPassword',
    ],
    [
      'the same password',
      authError({ code: 'same_password', status: 422, message: 'x' }),
      'samePassword',
    ],
    [
      'an expired link',
      authError({ code: 'otp_expired', status: 403, message: 'x' }),
      'invalidLink',
    ],
    [
      'an invalid token (older servers)',
      authError({ status: 403, message: 'Token has expired or is invalid' }),
      'invalidLink',
    ],
    [
      'a needed reauthentication',
      authError({ code: 'reauthentication_needed', status: 400, message: 'x' }),
      'reauthenticationNeeded',
    ],
    [
      'a wrong reauthentication code',
      authError({ code: 'reauthentication_not_valid', status: 400, message: 'x' }),
      'invalidCode',
    ],
    [
      'a taken address',
      authError({ code: 'email_exists', status: 422, message: 'x' }),
      'emailTaken',
    ],
    ['rate limiting (429)', authError({ status: 429, message: 'x' }), 'rateLimited'],
    [
      'an email rate limit by code',
      authError({ code: 'over_email_send_rate_limit', status: 429, message: 'x' }),
      'rateLimited',
    ],
    [
      'a retryable 503',
      authError({ name: 'AuthRetryableFetchError', status: 503, message: 'x' }),
      'unavailable',
    ],
    ['a 502', authError({ status: 502, message: 'Bad gateway' }), 'unavailable'],
    ['a network failure', new TypeError('Failed to fetch'), 'unavailable'],
    ['anything else', new Error('odd'), 'unknown'],
  ] as const)('reads %s', (_case, error, kind) => {
    expect(authErrorKind(error)).toBe(kind);
    expect(authErrorMessage(error)).toBe(AUTH_MESSAGES[kind]);
  });
});
