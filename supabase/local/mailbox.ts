import { MailDev } from 'maildev';
import { MAILBOX_WEB_OFFSET } from './mailbox-client.ts';

/**
 * The local mailbox, as `supabase start` has Mailpit: MailDev catches every email the local auth
 * service sends over real SMTP (lite's SmtpEmailDriver, the same road production SMTP takes) and
 * shows it in a web mailbox; tests read it through MailDev's REST API (`GET /api/email`).
 *
 * Ports follow the stack's: its port + 3 for the web mailbox and + 4 for SMTP, so `npm run dev`
 * (54321) has the mailbox on http://127.0.0.1:54324 as the Supabase CLI does, and every test
 * stack gets its own.
 */
export { MAILBOX_WEB_OFFSET };
export const MAILBOX_SMTP_OFFSET = 4;

/** Oldest mail is dropped beyond this, so a long-running dev mailbox stays small. */
const MAX_EMAILS = 500;

export interface Mailbox {
  /** The web mailbox and its REST API (`/api/email`). */
  url: string;
  smtpPort: number;
  stop: () => Promise<void>;
}

export async function startMailbox(options: {
  host: string;
  webPort: number;
  smtpPort: number;
  /** Where the .eml files live (inside the stack's data folder, so a reset empties it). */
  directory: string;
  /** Oldest mail is dropped beyond this (default 500; the crash check keeps a whole burst). */
  maxEmails?: number;
}): Promise<Mailbox> {
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: options.host,
    web: options.webPort,
    webIp: options.host,
    mailDirectory: options.directory,
    maxEmails: options.maxEmails ?? MAX_EMAILS,
    silent: true,
  });
  await maildev.start();
  return {
    url: `http://${options.host}:${options.webPort}`,
    smtpPort: options.smtpPort,
    stop: () => maildev.stop(),
  };
}
