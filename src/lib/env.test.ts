// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const VALID = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_test-key',
};

function parseError(raw: Record<string, unknown>): EnvError {
  try {
    parseEnv(raw);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('parseEnv accepted an invalid environment');
}

describe('parseEnv', () => {
  it('returns the Supabase URL and key from a valid environment', () => {
    expect(parseEnv(VALID)).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'sb_publishable_test-key',
    });
  });

  it('accepts an https URL', () => {
    expect(parseEnv({ ...VALID, VITE_SUPABASE_URL: 'https://abc.supabase.co' }).supabaseUrl).toBe(
      'https://abc.supabase.co',
    );
  });

  it('names a missing URL', () => {
    const error = parseError({ VITE_SUPABASE_ANON_KEY: VALID.VITE_SUPABASE_ANON_KEY });
    expect(error.message).toBe(
      'Missing or invalid environment variable VITE_SUPABASE_URL: is not set.\nCopy .env.example to .env.',
    );
    expect(error.variables).toEqual(['VITE_SUPABASE_URL']);
  });

  it.each(['not a url', 'ftp://127.0.0.1:54321', '127.0.0.1:54321'])(
    'names a malformed URL (%s)',
    (url) => {
      const error = parseError({ ...VALID, VITE_SUPABASE_URL: url });
      expect(error.message).toContain(
        'Missing or invalid environment variable VITE_SUPABASE_URL: must be an http(s) URL.',
      );
      expect(error.variables).toEqual(['VITE_SUPABASE_URL']);
    },
  );

  it.each([undefined, '', '   '])('names a missing or empty key (%j)', (key) => {
    const error = parseError({ ...VALID, VITE_SUPABASE_ANON_KEY: key });
    expect(error.message).toContain(
      'Missing or invalid environment variable VITE_SUPABASE_ANON_KEY: is not set.',
    );
    expect(error.variables).toEqual(['VITE_SUPABASE_ANON_KEY']);
  });

  it('names every problem at once and says how to fix it', () => {
    const error = parseError({});
    expect(error.variables).toEqual(['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']);
    expect(error.message.split('\n')).toEqual([
      'Missing or invalid environment variable VITE_SUPABASE_URL: is not set.',
      'Missing or invalid environment variable VITE_SUPABASE_ANON_KEY: is not set.',
      'Copy .env.example to .env.',
    ]);
    expect(error.name).toBe('EnvError');
  });
});
