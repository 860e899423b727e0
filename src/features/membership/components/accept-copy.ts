import { INVITATION_VALID_DAYS } from '@/config/site';

/** The acceptance page's words for each state of an invitation. */
export const ACCEPT_COPY = {
  expired: `This invitation has expired. Invitations stay open for ${INVITATION_VALID_DAYS} days; write to us from the contact page and an editor will send you a new one.`,
  withdrawn:
    'This invitation has been withdrawn — usually because a newer one was sent. Open the most recent invitation email, or write to us from the contact page.',
  accepted: 'You have already accepted this invitation: your membership is active.',
  none: (email: string) =>
    `We have no invitation for ${email}. If your invitation went to another address, sign out and open the link from that email.`,
  signedOut:
    'Open the link in your invitation email: it signs you in and brings you back here to accept.',
  welcomeTitle: 'Welcome to Perféte',
} as const;
