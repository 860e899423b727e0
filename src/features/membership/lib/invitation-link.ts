import { PATHS } from '@/config/paths';

/**
 * The invitation's token in the acceptance page's address (/membership/accept?invitation=<token>):
 * the invitation email links there (supabase/functions/_shared/mail/invitation-message.ts), and
 * the sign-in link the page then asks for carries it as `next` (supabase/templates/magic-link.html,
 * confirmation.html), so a link that has expired or been used can still ask for a fresh one.
 */
export const INVITATION_PARAM = 'invitation';
/** Set when the page was reached from a sign-in link the auth service refused. */
export const REFUSED_LINK_PARAM = 'link';
export const REFUSED_LINK_VALUE = 'refused';

/** The acceptance page for the holder of an invitation's token (the email link's redirect). */
export function invitationUrl(token: string): string {
  const url = new URL(PATHS.membershipAccept, window.location.origin);
  url.searchParams.set(INVITATION_PARAM, token);
  return url.href;
}

const TOKEN = /^[0-9a-f]{64}$/;
export const isInvitationToken = (value: string | null): value is string =>
  value !== null && TOKEN.test(value);

/** The links that sign an invitee in: a sign-in link, or (hosted Auth's, for a new account) the
 * sign-up confirmation. */
const SIGN_IN_LINK_TYPES = new Set(['magiclink', 'signup']);

/**
 * Where a refused email link goes instead of "This link doesn't work": for an invitation's sign-in
 * link whose `next` is the acceptance page with a token, this site's acceptance page, told the
 * link was refused (it then sends a fresh one by itself). Only the token is taken from `next`
 * (the invitation may have been sent from another address of the site). Null for other links.
 */
export function invitationRetryPath(params: URLSearchParams): string | null {
  if (!SIGN_IN_LINK_TYPES.has(params.get('type') ?? '')) return null;
  const next = params.get('next');
  if (!next) return null;
  let target: URL;
  try {
    target = new URL(next);
  } catch {
    return null;
  }
  const token = target.searchParams.get(INVITATION_PARAM);
  if (target.pathname !== PATHS.membershipAccept || !isInvitationToken(token)) return null;
  const retry = new URLSearchParams({
    [INVITATION_PARAM]: token,
    [REFUSED_LINK_PARAM]: REFUSED_LINK_VALUE,
  });
  return `${PATHS.membershipAccept}?${retry.toString()}`;
}
