import { render, toPlainText } from '@react-email/components';
import { EmailLayout } from './layout.ts';
import { composeMessage, type OutboxMessage } from './messages.ts';

/** The heading as written (html-to-text would shout it in capitals). */
const PLAIN_TEXT = {
  selectors: [{ selector: 'h1', options: { uppercase: false } }],
};

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/**
 * An outbox message as the email it becomes: the HTML of the one layout and a plain-text part
 * derived from the same HTML (links written out after their words), so the two never disagree.
 */
export async function renderMessage(
  message: OutboxMessage,
  context: { siteUrl: string; unsubscribeUrl?: string },
): Promise<RenderedMessage> {
  const { subject, layout } = composeMessage(message, context);
  const html = await render(EmailLayout(layout));
  return { subject, html, text: toPlainText(html, PLAIN_TEXT) };
}
