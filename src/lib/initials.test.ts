// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailInitial, initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ana María Ruiz')).toBe('AR');
    expect(initials('celeste')).toBe('C');
    expect(initials('  élodie   durand ')).toBe('ÉD');
  });

  it('is empty for a missing or letterless name, never a stray mark', () => {
    expect(initials(null)).toBe('');
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials('· — ·')).toBe('');
  });

  it('skips punctuation around words', () => {
    expect(initials('"Noor" Haddad')).toBe('NH');
  });
});

describe('emailInitial', () => {
  it('is the first letter of the local part', () => {
    expect(emailInitial('vendor.ana@perfete.local')).toBe('V');
    expect(emailInitial('_x@perfete.local')).toBe('X');
    expect(emailInitial(undefined)).toBe('');
    expect(emailInitial('@perfete.local')).toBe('');
  });
});
