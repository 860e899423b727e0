import { listingPath, newsletterIssuePath, PATHS } from '../../../../src/config/paths.ts';
import type { Block, LayoutProps } from './layout.ts';

/**
 * An issue of The Edit (outbox kind newsletter_issue, queued by
 * supabase/migrations/20261207200000_newsletter_the_edit.sql): the subject, the editor's note and
 * the body in the stories' block format (blog_posts.content_blocks), copied into the row when it
 * was queued. The body is hostile input like a story's: only known blocks with the right shapes
 * are kept, every text is rendered as text, and a link goes only to the site or to http(s).
 * A test copy (data.test) says so at the top and carries no subscriber's unsubscribe link. A sent
 * copy ends with a link to the issue's web page (data.slug), which draws the same blocks.
 */

type Data = Record<string, unknown>;
type Make = (
  subject: string,
  heading: string,
  blocks: Block[],
  why: string,
  extra?: Partial<LayoutProps>,
) => { subject: string; layout: LayoutProps };
type Loose = Record<string, unknown>;

export const TEST_COPY_PREFIX = '[Test] ';
const MAX_URL = 2048;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An absolute http(s) address for a site path or an http(s) URL; undefined for anything else. */
function safeUrl(value: unknown, link: (path: string) => string): string | undefined {
  const raw = str(value);
  const control = [...raw].some((character) => character.charCodeAt(0) < 32);
  if (raw === '' || raw.length > MAX_URL || control || /\s/.test(raw)) return undefined;
  if (/^\/(?!\/)/.test(raw)) return link(raw);
  return /^https?:\/\/[^/\s]+/i.test(raw) ? raw : undefined;
}

/** A paragraph's or a quote's marked runs, links made absolute; plain text when it has none. */
function spansOf(value: Loose, link: (path: string) => string) {
  const runs = Array.isArray(value.spans)
    ? value.spans.filter(isObject).flatMap((run) => {
        const words = typeof run.text === 'string' ? run.text : '';
        if (words === '') return [];
        const href = safeUrl(run.href, link);
        return [
          {
            text: words,
            ...(href ? { href } : {}),
            ...(run.bold === true ? { bold: true } : {}),
            ...(run.italic === true ? { italic: true } : {}),
          },
        ];
      })
    : [];
  return runs.length > 0 ? runs : str(value.text) ? [{ text: str(value.text) }] : [];
}

/** One block of the body as the email's blocks (none for what an email cannot show). */
function emailBlocks(value: unknown, link: (path: string) => string): Block[] {
  if (!isObject(value)) return [];
  switch (value.type) {
    case 'heading':
      return str(value.text) ? [{ type: 'subheading', text: str(value.text) }] : [];
    case 'paragraph': {
      const spans = spansOf(value, link);
      return spans.length > 0 ? [{ type: 'rich', spans }] : [];
    }
    case 'quote': {
      const words = spansOf(value, link)
        .map((run) => run.text)
        .join('');
      const cite = str(value.cite);
      return words ? [{ type: 'quote', text: cite ? `${words}\n— ${cite}` : words }] : [];
    }
    case 'image': {
      const src = safeUrl(value.url, link);
      return src
        ? [{ type: 'image', src, alt: str(value.alt), caption: str(value.caption) || undefined }]
        : [];
    }
    case 'gallery':
      return Array.isArray(value.images)
        ? value.images.flatMap((image) => emailBlocks({ ...image, type: 'image' }, link))
        : [];
    case 'video':
    case 'embed': {
      const href = safeUrl(value.url, link);
      const label = str(value.title) || str(value.caption) || 'Watch the video';
      return href ? [{ type: 'list', items: [{ text: label, href }] }] : [];
    }
    case 'divider':
      return [{ type: 'rule' }];
    case 'vendor_credits': {
      const credits = Array.isArray(value.credits) ? value.credits.filter(isObject) : [];
      const items = credits
        .filter((credit) => str(credit.name) && /^[a-z0-9-]+$/.test(str(credit.url_name)))
        .map((credit) => ({
          text: `${str(credit.role)}: ${str(credit.name)}`,
          href: link(listingPath(str(credit.url_name))),
        }));
      return items.length > 0
        ? [
            { type: 'subheading', text: str(value.heading) || 'The Vendors' },
            { type: 'list', items },
          ]
        : [];
    }
    default:
      return [];
  }
}

/** The email of an issue: the note first, then the body, then the way to the magazine. */
export function composeNewsletterIssue(
  data: Data,
  context: { link: (path: string) => string },
  make: Make,
) {
  const test = data.test === true;
  const subject = str(data.subject) || 'The Edit';
  const note = str(data.editor_note);
  const blocks: Block[] = [];
  if (test)
    blocks.push({
      type: 'paragraph',
      text: 'A test copy, sent to you alone. Subscribers get this issue without this line, with their own unsubscribe link.',
    });
  if (note)
    for (const part of note.split(/\n\s*\n/).filter((piece) => piece.trim() !== ''))
      blocks.push({ type: 'quote', text: part.trim() });
  const body = Array.isArray(data.blocks) ? data.blocks : [];
  blocks.push(...body.flatMap((block) => emailBlocks(block, context.link)));
  blocks.push({ type: 'button', label: 'Read the magazine', href: context.link(PATHS.blog) });
  // The issue's web page (the same template draws it, without this line): sent issues only, so
  // not in a test copy, whose issue has no page yet.
  const slug = str(data.slug);
  if (!test && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    blocks.push({
      type: 'rich',
      spans: [
        { text: 'Read this issue on the web', href: context.link(newsletterIssuePath(slug)) },
      ],
    });
  return make(
    `${test ? TEST_COPY_PREFIX : ''}${subject}`,
    subject,
    blocks,
    test
      ? 'You receive this test copy because you asked for it in the newsletter composer.'
      : 'You receive this because you subscribed to The Edit, Perféte’s weekly letter. No tracking pixel: we don’t record whether you open it.',
    { unsubscribeLabel: 'Unsubscribe, or change your letters, date and city' },
  );
}
