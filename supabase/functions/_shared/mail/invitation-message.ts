import { PATHS, withQuery } from '../../../../src/config/paths.ts';
import { INVITATION_VALID_DAYS } from '../../../../src/config/site.ts';
import type { Block, LayoutProps } from './layout.ts';

/**
 * The invitation to join the directory (issue #40: Perféte's words only). Queued by
 * create_invitation (supabase/migrations/20261201030000_invitation_email.sql) with the names of
 * the application an admin chose to invite and the invitation's token; nothing in it comes from
 * a request anyone else can make. Its button opens the acceptance page with the token
 * (`invitation`, as src/features/membership/lib/invitation-link.ts reads it), which then emails a
 * one-hour sign-in link to the invited address.
 */

type Data = Record<string, unknown>;
type Make = (
  subject: string,
  heading: string,
  blocks: Block[],
  why: string,
  extra?: Partial<LayoutProps>,
) => { subject: string; layout: LayoutProps };

export const INVITATION_SUBJECT = 'Your invitation to Perféte';

/** The acceptance page's address for the holder of an invitation's token. */
export const invitationPath = (token: string) =>
  withQuery(PATHS.membershipAccept, { invitation: token });

export function composeInvitation(
  data: Data,
  context: { link: (path: string) => string; until: string },
  make: Make,
) {
  const business = typeof data.business_name === 'string' ? data.business_name : '';
  const token = typeof data.token === 'string' ? data.token : '';
  const until = context.until ? `, until ${context.until}` : '';
  return make(
    INVITATION_SUBJECT,
    'You’re invited to Perféte',
    [
      {
        type: 'paragraph',
        text: `Our editors have been admiring the work of ${business || 'your studio'}, and we would like it in Perféte’s invitation-only directory.`,
      },
      {
        type: 'paragraph',
        text: 'Open your invitation to choose a password and accept it: your first listing will be waiting as a draft, filled in from your application.',
      },
      { type: 'button', label: 'Open my invitation', href: context.link(invitationPath(token)) },
      {
        type: 'paragraph',
        text: `Your invitation stays open for ${INVITATION_VALID_DAYS} days${until}. To make sure it is you, the page sends a sign-in link to this address; open it on the same device.`,
      },
    ],
    'You receive this because you applied to Perféte with this address. If you didn’t apply, ignore this email and nothing happens.',
  );
}
