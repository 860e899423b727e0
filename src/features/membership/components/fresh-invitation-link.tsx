import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { authErrorKind, authErrorMessage } from '@/features/auth';
import { isThrottled } from '@/lib/throttle';
import { useRequestInvitationLinkMutation } from '../api/use-request-invitation-link-mutation';
import { REFUSED_LINK_PARAM, REFUSED_LINK_VALUE } from '../lib/invitation-link';
import { ACCEPT_COPY } from './accept-copy';
import { InvitationMessage } from './invitation-message';

export const FRESH_LINK_COPY = {
  sentTitle: 'A sign-in link is on its way',
  sent: (email: string) => `We’ve sent a sign-in link to ${email}.`,
  refused: 'The link you opened had expired or had already been used, so it could not sign you in.',
  howLong:
    'It signs you in for an hour: open it on this device to choose a password and accept your invitation.',
  offer:
    'To accept it, sign in with the address we invited: we’ll email a sign-in link there, so we know it’s you.',
  offerButton: 'Email me a sign-in link',
  throttled:
    'We’ve sent several sign-in links to this address in the last hour. Please open the newest one.',
  failed: 'We couldn’t send a sign-in link just now. Please try again.',
  alreadyMember:
    'You have already accepted this invitation. Sign in with your email address and the password you chose.',
} as const;

function problem(error: unknown): string {
  if (isThrottled(error)) return FRESH_LINK_COPY.throttled;
  const kind = authErrorKind(error);
  return kind === 'unknown' ? FRESH_LINK_COPY.failed : authErrorMessage(error);
}

/**
 * /membership/accept?invitation=<token> for someone not signed in: they come from the invitation
 * email (a button emails a sign-in link to the invited address), or a sign-in link of theirs has
 * expired or been used (/auth/confirm brought them here with `link=refused`, and a fresh one goes
 * out at once). The invitation's own state decides the rest: expired, withdrawn, accepted.
 */
export function FreshInvitationLink({ token }: { token: string }) {
  const [params, setParams] = useSearchParams();
  const refused = params.get(REFUSED_LINK_PARAM) === REFUSED_LINK_VALUE;
  // Kept after the address drops the flag, for the words that say why a new link was sent.
  const [cameFromRefusedLink] = useState(refused);
  const request = useRequestInvitationLinkMutation();
  const asked = useRef(false);
  const { mutate } = request;

  useEffect(() => {
    if (!refused || asked.current) return;
    asked.current = true;
    mutate(token);
    // A reload then offers the button instead of sending again by itself.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(REFUSED_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [refused, token, mutate, setParams]);

  if (request.isPending || (cameFromRefusedLink && request.isIdle)) {
    return <Spinner label="Sending you a sign-in link…" className="w-full py-16" />;
  }
  if (request.isError) {
    return (
      <InvitationMessage title="Your invitation">
        <p>{problem(request.error)}</p>
        {isThrottled(request.error) ? null : (
          <Button variant="solid" onClick={() => request.mutate(token)}>
            Try again
          </Button>
        )}
      </InvitationMessage>
    );
  }
  const answer = request.data;
  if (!answer) {
    return (
      <InvitationMessage title="Your invitation" role="status">
        <p>{FRESH_LINK_COPY.offer}</p>
        <Button variant="solid" onClick={() => request.mutate(token)}>
          {FRESH_LINK_COPY.offerButton}
        </Button>
      </InvitationMessage>
    );
  }
  switch (answer.state) {
    case 'sent':
      return (
        <InvitationMessage title={FRESH_LINK_COPY.sentTitle} role="status">
          {cameFromRefusedLink ? <p>{FRESH_LINK_COPY.refused}</p> : null}
          <p>{FRESH_LINK_COPY.sent(answer.email)}</p>
          <p>{FRESH_LINK_COPY.howLong}</p>
        </InvitationMessage>
      );
    case 'expired':
      return (
        <InvitationMessage title="This invitation has expired">
          <p>{ACCEPT_COPY.expired}</p>
          <Link to={PATHS.contact} className={buttonVariants()}>
            Write to us
          </Link>
        </InvitationMessage>
      );
    case 'withdrawn':
      return (
        <InvitationMessage title="This invitation was withdrawn">
          <p>{ACCEPT_COPY.withdrawn}</p>
          <Link to={PATHS.contact} className={buttonVariants()}>
            Write to us
          </Link>
        </InvitationMessage>
      );
    case 'accepted':
      return (
        <InvitationMessage title="You’re already a member">
          <p>{FRESH_LINK_COPY.alreadyMember}</p>
          <Link to={PATHS.login} className={buttonVariants({ variant: 'solid' })}>
            Sign in
          </Link>
        </InvitationMessage>
      );
    default:
      return (
        <InvitationMessage title="Your invitation">
          <p>{ACCEPT_COPY.signedOut}</p>
          <Link to={PATHS.login} className={buttonVariants()}>
            Sign in
          </Link>
        </InvitationMessage>
      );
  }
}
