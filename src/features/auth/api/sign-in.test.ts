// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, signInErrorMessage } from './sign-in';

function authError(fields: { name?: string; code?: string; status?: number; message: string }) {
  return Object.assign(new Error(fields.message), fields);
}

describe('signInErrorMessage', () => {
  it.each([
    [
      'invalid credentials (by code)',
      authError({ name: 'AuthApiError', code: 'invalid_credentials', status: 400, message: 'x' }),
      SIGN_IN_MESSAGES.invalidCredentials,
    ],
    [
      'invalid credentials (older servers, by message)',
      authError({ name: 'AuthApiError', status: 400, message: 'Invalid login credentials' }),
      SIGN_IN_MESSAGES.invalidCredentials,
    ],
    [
      'unconfirmed email',
      authError({ name: 'AuthApiError', code: 'email_not_confirmed', status: 400, message: 'x' }),
      SIGN_IN_MESSAGES.emailNotConfirmed,
    ],
    [
      'a banned user',
      authError({ name: 'AuthApiError', code: 'user_banned', status: 403, message: 'x' }),
      SIGN_IN_MESSAGES.banned,
    ],
    [
      'rate limiting',
      authError({ name: 'AuthApiError', status: 429, message: 'Too many requests' }),
      SIGN_IN_MESSAGES.rateLimited,
    ],
    [
      'a retryable fetch error (502/503/504, offline)',
      authError({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }),
      SIGN_IN_MESSAGES.unavailable,
    ],
    [
      'a server error',
      authError({ name: 'AuthApiError', status: 500, message: 'Database error' }),
      SIGN_IN_MESSAGES.unavailable,
    ],
    ['a thrown network error', new TypeError('Failed to fetch'), SIGN_IN_MESSAGES.unavailable],
    ['anything else', new Error('weird'), SIGN_IN_MESSAGES.unknown],
    ['a non-error', undefined, SIGN_IN_MESSAGES.unknown],
  ])('words %s for people', (_case, error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected);
  });

  it('says wrong credentials in the spec-brief words', () => {
    expect(SIGN_IN_MESSAGES.invalidCredentials).toBe(
      "That email and password don't match an account.",
    );
  });
});
