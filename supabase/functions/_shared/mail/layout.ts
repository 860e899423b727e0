import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

/**
 * The one layout of every Perféte email (React Email components, so the HTML is the table-based,
 * inline-styled markup mail clients read, and the plain-text part is derived from the same tree).
 * Written with createElement rather than JSX: the local stack runs these files with Node's type
 * stripping, which reads .ts, not .tsx, and the Edge runtime reads them as they are.
 */

const INK = '#1c1a17';
const MUTED = '#5c574f';
const PAPER = '#faf7f2';
const RULE = '#e4ddd2';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = 'Helvetica, Arial, sans-serif';

const styles = {
  body: { margin: 0, backgroundColor: PAPER, color: INK, fontFamily: SERIF },
  container: { maxWidth: '560px', margin: '0 auto', padding: '40px 28px' },
  wordmark: { fontSize: '20px', letterSpacing: '0.2em', margin: '0 0 32px', color: INK },
  heading: { fontWeight: 'normal', fontSize: '26px', lineHeight: '1.25', margin: '0 0 20px' },
  subheading: { fontWeight: 'normal', fontSize: '20px', lineHeight: '1.3', margin: '28px 0 10px' },
  paragraph: { fontFamily: SANS, fontSize: '15px', lineHeight: '1.6', margin: '0 0 16px' },
  quote: {
    fontFamily: SERIF,
    fontSize: '17px',
    lineHeight: '1.6',
    fontStyle: 'italic',
    borderLeft: `2px solid ${INK}`,
    padding: '4px 0 4px 16px',
    margin: '0 0 20px',
  },
  detailLabel: {
    fontFamily: SANS,
    fontSize: '11px',
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
    color: MUTED,
    margin: '0',
  },
  detailValue: { fontFamily: SANS, fontSize: '15px', margin: '0 0 12px' },
  button: {
    display: 'inline-block',
    backgroundColor: INK,
    color: PAPER,
    padding: '14px 24px',
    fontFamily: SANS,
    fontSize: '13px',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    textDecoration: 'none',
  },
  rule: { borderColor: RULE, margin: '32px 0 16px' },
  footer: {
    fontFamily: SANS,
    fontSize: '12px',
    lineHeight: '1.6',
    color: MUTED,
    margin: '0 0 8px',
  },
  footerLink: { color: MUTED, textDecoration: 'underline' },
  entryTitle: { fontFamily: SERIF, fontSize: '18px', lineHeight: '1.35', margin: '0 0 4px' },
  entryNote: {
    fontFamily: SANS,
    fontSize: '14px',
    lineHeight: '1.5',
    color: MUTED,
    margin: '0 0 6px',
  },
  entryLinks: { fontFamily: SANS, fontSize: '13px', lineHeight: '1.5', margin: '0' },
} as const;

function renderEntry(entry: Entry, index: number): ReactNode {
  return h(Section, { key: index, style: { margin: '0 0 18px' } }, [
    h(
      Text,
      { key: 'title', style: styles.entryTitle },
      h(Link, { href: entry.href, style: { color: INK } }, entry.title),
    ),
    entry.note ? h(Text, { key: 'note', style: styles.entryNote }, entry.note) : null,
    entry.links?.length
      ? h(
          Text,
          { key: 'links', style: styles.entryLinks },
          entry.links.flatMap((link, linkIndex) => [
            linkIndex > 0 ? ' · ' : '',
            h(
              Link,
              {
                key: linkIndex,
                href: link.href,
                style: { color: INK, textDecoration: 'underline' },
              },
              link.label,
            ),
          ]),
        )
      : null,
  ]);
}

/** One part of a message's body, in reading order. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'details'; rows: readonly { label: string; value: string }[] }
  | { type: 'button'; label: string; href: string }
  | { type: 'list'; items: readonly { text: string; href?: string }[] }
  // The Edit's body (issue #44): a story's headings, marked text, pictures and rules.
  | { type: 'subheading'; text: string }
  | {
      type: 'rich';
      spans: readonly { text: string; href?: string; bold?: boolean; italic?: boolean }[];
    }
  | { type: 'image'; src: string; alt: string; caption?: string }
  | { type: 'rule' }
  /** Titled entries (stories, vendors), each with a line under it and links of its own. */
  | { type: 'entries'; label: string; items: readonly Entry[] };

export interface Entry {
  title: string;
  href: string;
  note?: string;
  links?: readonly { label: string; href: string }[];
}

/** What a message's composer builds its email with (composeMessage's `make`). */
export type Make = (
  subject: string,
  heading: string,
  blocks: Block[],
  why: string,
  extra?: Partial<LayoutProps>,
) => { subject: string; layout: LayoutProps };

export interface LayoutProps {
  /** The inbox's preview line (hidden in the body). */
  preview: string;
  greeting: string;
  heading: string;
  blocks: readonly Block[];
  /** Why this person gets this email. */
  reason: string;
  siteUrl: string;
  /** Non-essential emails only: the page that unsubscribes without signing in. */
  unsubscribeUrl?: string;
  unsubscribeLabel?: string;
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'subheading':
      return h(Heading, { key: index, as: 'h2', style: styles.subheading }, block.text);
    case 'rich':
      return h(
        Text,
        { key: index, style: styles.paragraph },
        block.spans.map((span, spanIndex) => {
          const style = {
            fontWeight: span.bold ? 'bold' : undefined,
            fontStyle: span.italic ? 'italic' : undefined,
          };
          return span.href
            ? h(
                Link,
                {
                  key: spanIndex,
                  href: span.href,
                  style: { ...style, color: INK, textDecoration: 'underline' },
                },
                span.text,
              )
            : h('span', { key: spanIndex, style }, span.text);
        }),
      );
    case 'image':
      return h(
        Section,
        { key: index, style: { margin: '0 0 20px' } },
        h(Img, { src: block.src, alt: block.alt, width: '100%', style: { maxWidth: '100%' } }),
        block.caption ? h(Text, { style: styles.footer }, block.caption) : null,
      );
    case 'rule':
      return h(Hr, { key: index, style: styles.rule });
    case 'paragraph':
      return h(Text, { key: index, style: styles.paragraph }, block.text);
    case 'quote':
      // Line breaks as <br>, so the plain-text part keeps the writer's lines too.
      return h(
        Text,
        { key: index, style: styles.quote },
        block.text
          .split(/\r?\n/)
          .flatMap((line, lineIndex) =>
            lineIndex === 0 ? [line] : [h('br', { key: lineIndex }), line],
          ),
      );
    case 'details':
      return h(
        Section,
        { key: index, style: { margin: '0 0 12px' } },
        block.rows.flatMap((row, rowIndex) => [
          h(Text, { key: `l${rowIndex}`, style: styles.detailLabel }, row.label),
          h(Text, { key: `v${rowIndex}`, style: styles.detailValue }, row.value),
        ]),
      );
    case 'button':
      return h(
        Section,
        { key: index, style: { margin: '8px 0 28px' } },
        h(Button, { href: block.href, style: styles.button }, block.label),
      );
    case 'list':
      return h(
        Section,
        { key: index, style: { margin: '0 0 16px' } },
        block.items.map((item, itemIndex) =>
          h(
            Text,
            { key: itemIndex, style: { ...styles.paragraph, margin: '0 0 8px' } },
            '— ',
            item.href ? h(Link, { href: item.href, style: { color: INK } }, item.text) : item.text,
          ),
        ),
      );
    case 'entries':
      return h(Section, { key: index, style: { margin: '12px 0 8px' } }, [
        h(
          Text,
          { key: 'label', style: { ...styles.detailLabel, margin: '0 0 12px' } },
          block.label,
        ),
        ...block.items.map(renderEntry),
      ]);
  }
}

export function EmailLayout(props: LayoutProps): ReactElement {
  const home = new URL('/', props.siteUrl);
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, props.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Link, { href: home.href, style: { textDecoration: 'none' } }, [
          h(Text, { key: 'wordmark', style: styles.wordmark }, 'PERFÉTE'),
        ]),
        h(Heading, { as: 'h1', style: styles.heading }, props.heading),
        h(Text, { style: styles.paragraph }, props.greeting),
        props.blocks.map(renderBlock),
        h(Hr, { style: styles.rule }),
        h(Text, { style: styles.footer }, props.reason),
        props.unsubscribeUrl
          ? h(
              Text,
              { style: styles.footer },
              h(
                Link,
                { href: props.unsubscribeUrl, style: styles.footerLink },
                props.unsubscribeLabel ?? 'Unsubscribe',
              ),
            )
          : null,
        h(
          Text,
          { style: styles.footer },
          'Perféte — the wedding magazine and its invitation-only directory. ',
          h(Link, { href: home.href, style: styles.footerLink }, home.host),
        ),
      ),
    ),
  );
}
