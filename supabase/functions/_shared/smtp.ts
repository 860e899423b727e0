import nodemailer from 'nodemailer';
import type { Mailer } from './outbox.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** Without credentials (the local catcher) the connection stays plain. */
  user?: string;
  pass?: string;
}

/**
 * Sends over SMTP with Nodemailer, to the same provider the project's auth emails use. Port 465
 * is TLS from the first byte; others upgrade with STARTTLS when the server offers it. (Supabase's
 * Edge Functions may not open ports 25 and 587: use 465, or a provider's alternative port.)
 */
export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    ignoreTLS: !settings.user,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
  };
}
