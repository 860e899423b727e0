/**
 * Reading the local mailbox from tests (integration and end-to-end), through MailDev's REST API.
 * Emails are matched by recipient and subject, newest first, and waited for: SMTP delivery is
 * asynchronous, so an email may land a moment after the auth call that sent it answered.
 */
/** The web mailbox listens on the stack's port + 3 (54321 → 54324, as the Supabase CLI). */
export const MAILBOX_WEB_OFFSET = 3;

/** The mailbox of the stack answering on `stackUrl`. */
export function mailboxUrlFor(stackUrl: string): string {
  const url = new URL(stackUrl);
  url.port = String(Number(url.port) + MAILBOX_WEB_OFFSET);
  return url.origin;
}

export interface CaughtEmail {
  id: string;
  time: string;
  subject: string;
  from?: { address: string; name?: string }[];
  to: { address: string }[];
  html?: string;
  text?: string;
}

const POLL_MS = 100;
const WAIT_MS = 10_000;

export async function listEmails(mailboxUrl: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${mailboxUrl}/api/email`);
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

/**
 * The newest email to `to` whose subject contains `subject`, sent after `since` (ISO time, or an
 * email id list to skip), waiting up to 10 s for it to arrive.
 */
export async function waitForEmail(
  mailboxUrl: string,
  match: { to: string; subject: string; notIn?: readonly string[] },
): Promise<CaughtEmail> {
  const deadline = Date.now() + WAIT_MS;
  const to = match.to.toLowerCase();
  for (;;) {
    const found = (await listEmails(mailboxUrl))
      .filter(
        (email) =>
          email.to.some((recipient) => recipient.address.toLowerCase() === to) &&
          email.subject.includes(match.subject) &&
          !match.notIn?.includes(email.id),
      )
      .sort((a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id));
    if (found[0]) return found[0];
    if (Date.now() > deadline)
      throw new Error(`No email "${match.subject}" to ${match.to} within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Ids of the emails already caught for `to`, so a test can wait for the next one. */
export async function emailIdsFor(mailboxUrl: string, to: string): Promise<string[]> {
  const address = to.toLowerCase();
  return (await listEmails(mailboxUrl))
    .filter((email) => email.to.some((recipient) => recipient.address.toLowerCase() === address))
    .map((email) => email.id);
}

/** The first link in the email's HTML that goes to `path` on the site (entities decoded). */
export function linkTo(email: CaughtEmail, path: string): URL {
  const hrefs = [...(email.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  const href = hrefs.find((candidate) => new URL(candidate).pathname === path);
  if (!href) throw new Error(`The email "${email.subject}" has no link to ${path}`);
  return new URL(href);
}

/**
 * The email's headers as sent (MailDev's parsed email keeps only a few: Reply-To and
 * List-Unsubscribe come from its raw source). Names in lower case, folded lines joined.
 */
export async function emailHeaders(
  mailboxUrl: string,
  email: Pick<CaughtEmail, 'id'>,
): Promise<Record<string, string>> {
  const response = await fetch(`${mailboxUrl}/api/email/${encodeURIComponent(email.id)}/source`);
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}`);
  const source = await response.text();
  const head = source.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
