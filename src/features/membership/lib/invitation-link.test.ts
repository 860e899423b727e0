// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invitationRetryPath } from './invitation-link';

const TOKEN = 'ab'.repeat(32);
const linkParams = (next: string | null, type = 'magiclink') => {
  const params = new URLSearchParams({ token_hash: 'cd'.repeat(28), type });
  if (next !== null) params.set('next', next);
  return params;
};

describe('invitationRetryPath', () => {
  it("sends a refused invitation link to the acceptance page with the invitation's token", () => {
    expect(
      invitationRetryPath(
        linkParams(`https://perfete.example/membership/accept?invitation=${TOKEN}`),
      ),
    ).toBe(`/membership/accept?invitation=${TOKEN}&link=refused`);
    // A new invitee's first link, on a hosted project, is the sign-up confirmation.
    expect(
      invitationRetryPath(
        linkParams(`https://perfete.example/membership/accept?invitation=${TOKEN}`, 'signup'),
      ),
    ).toBe(`/membership/accept?invitation=${TOKEN}&link=refused`);
  });

  it('leaves every other link to say it does not work', () => {
    for (const params of [
      linkParams(null),
      linkParams('https://perfete.example'),
      linkParams(`https://perfete.example/account-settings?invitation=${TOKEN}`),
      linkParams('https://perfete.example/membership/accept?invitation=not-a-token'),
      linkParams('not a url'),
      linkParams(`https://perfete.example/membership/accept?invitation=${TOKEN}`, 'recovery'),
      linkParams(`https://perfete.example/membership/accept?invitation=${TOKEN}`, 'email_change'),
    ])
      expect(invitationRetryPath(params)).toBeNull();
  });
});
