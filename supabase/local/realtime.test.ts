// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyAccessToken } from './realtime.ts';

const SECRET = 'a-test-secret';
const NOW = Date.UTC(2026, 10, 29, 5, 0, 0);
const nowSeconds = NOW / 1000;

function token(claims: object, { secret = SECRET, alg = 'HS256' } = {}): string {
  const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

const member = { sub: '7c1e2f0a-0000-4000-8000-000000000001', role: 'authenticated' };

describe('verifyAccessToken', () => {
  it("returns a valid token's claims", () => {
    const claims = { ...member, exp: nowSeconds + 60 };
    expect(verifyAccessToken(token(claims), SECRET, NOW)).toEqual(claims);
  });

  it.each([
    ['an expired token', token({ ...member, exp: nowSeconds - 5 }), /expired 5 seconds ago/],
    ['a token expiring this second', token({ ...member, exp: nowSeconds }), /expired/],
    ['a token without expiry', token(member), /no expiry/],
    ['another secret', token({ ...member, exp: nowSeconds + 60 }, { secret: 'x' }), /Signature/],
    ['another algorithm', token({ ...member, exp: nowSeconds + 60 }, { alg: 'none' }), /algorithm/],
    ['a role the API lacks', token({ ...member, role: 'postgres', exp: nowSeconds + 60 }), /role/],
    ['no token at all', 'not-a-token', /Malformed/],
    ['a body that is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm9wZQ.x', /Malformed/],
  ])('refuses %s', (_, given, reason) => {
    expect(() => verifyAccessToken(given, SECRET, NOW)).toThrow(reason);
  });
});
