import { PATHS } from '../../../../src/config/paths.ts';
import type { Block, LayoutProps } from './layout.ts';

/**
 * "Your password was changed" (issue #41): queued by the trigger on auth.users
 * (supabase/migrations/20261204010000_emails_people_expect.sql) whenever a confirmed account's
 * password changes, by a reset link or in Account settings. It carries no link that signs anyone
 * in: the way back for someone who did not change it is the ordinary reset page, which emails
 * this same address, and a word to us.
 */

type Data = Record<string, unknown>;
type Make = (
  subject: string,
  heading: string,
  blocks: Block[],
  why: string,
  extra?: Partial<LayoutProps>,
) => { subject: string; layout: LayoutProps };

export const PASSWORD_CHANGED_SUBJECT = 'Your Perféte password was changed';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "28 November 2026 at 22:40 UTC"; '' without a valid time. */
export function changedWhen(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(WHEN.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} UTC`;
}

export function composePasswordChanged(
  data: Data,
  context: { link: (path: string) => string; address: string },
  make: Make,
) {
  const when = changedWhen(data.changed_at);
  const set = data.first_password === true;
  return make(
    PASSWORD_CHANGED_SUBJECT,
    set ? 'A password was set on your account' : 'Your password was changed',
    [
      {
        type: 'paragraph',
        text: `The password of the Perféte account for ${context.address} was ${set ? 'set' : 'changed'}${when ? ` on ${when}` : ''}. From now on, only the new password signs in.`,
      },
      { type: 'paragraph', text: 'If this was you, there is nothing more to do.' },
      {
        type: 'paragraph',
        text: 'If it wasn’t you, someone else may be using your account. Choose a new password at once: the page below emails a reset link to this address, which only you can open. Then write to us, and we will help you check your listings and messages.',
      },
      { type: 'button', label: 'Choose a new password', href: context.link(PATHS.resetPassword) },
      { type: 'button', label: 'Write to us', href: context.link(PATHS.contact) },
    ],
    'You receive this because the password of your Perféte account changed. We send it every time, so that a change you did not make cannot go unnoticed.',
  );
}
