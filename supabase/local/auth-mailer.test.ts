// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './auth-mailer.ts';

describe('allowedRedirect (which redirect_to hosted Auth keeps)', () => {
  const site = 'https://perfete.example';
  const allowList = ['http://localhost:5173/**', 'https://*.perfete.example/**'];

  it('keeps the site itself and what the allow list matches', () => {
    expect(allowedRedirect(`${site}/membership/accept?invitation=ab`, site, allowList)).toBe(
      `${site}/membership/accept?invitation=ab`,
    );
    expect(allowedRedirect('http://localhost:5173/x', site, allowList)).toBe(
      'http://localhost:5173/x',
    );
    expect(allowedRedirect('https://preview.perfete.example/a/b', site, allowList)).toBe(
      'https://preview.perfete.example/a/b',
    );
  });

  it('drops any other host, scheme or port, and anything with a space or control character', () => {
    for (const refused of [
      'https://evil.example/membership/accept',
      'http://perfete.example/',
      'https://perfete.example:8443/',
      'https://a.b.perfete.example/x',
      `${site}/a b`,
      `\t${site}/`,
      '',
      null,
    ])
      expect(allowedRedirect(refused, site, allowList)).toBeNull();
  });

  it('allows any port on a loopback site, as hosted does for local development', () => {
    expect(allowedRedirect('http://localhost:4183/x', 'http://localhost:5173', [])).toBe(
      'http://localhost:4183/x',
    );
  });
});
