import { describe, expect, it } from 'vitest';
import { issueSummary, issueWebBlocks } from './issue-web';

const issue = (content_blocks: unknown, editor_note = '') => ({
  subject: 'The Edit — 27 November 2026',
  editor_note,
  content_blocks,
});

describe('issueWebBlocks: the email’s template, for the web', () => {
  it('puts the editor’s note first, keeps site links as paths, ends with the magazine', () => {
    const blocks = issueWebBlocks(
      issue(
        [
          { type: 'heading', level: 3, text: 'Fifty Guests, One Long Table' },
          {
            type: 'paragraph',
            text: 'Read the story',
            spans: [{ text: 'Read the story', href: '/blog/fifty-guests' }],
          },
        ],
        'A week of long tables.\n\nSee you Friday.',
      ),
    );
    expect(blocks).toEqual([
      { type: 'quote', text: 'A week of long tables.' },
      { type: 'quote', text: 'See you Friday.' },
      { type: 'subheading', text: 'Fifty Guests, One Long Table' },
      { type: 'rich', spans: [{ text: 'Read the story', href: '/blog/fifty-guests' }] },
      { type: 'button', label: 'Read the magazine', href: '/blog' },
    ]);
  });

  it('keeps no unknown block, no script link and no test-copy line', () => {
    const blocks = issueWebBlocks(
      issue([
        { type: 'html', html: '<script>alert(1)</script>' },
        { type: 'paragraph', spans: [{ text: 'x', href: 'javascript:alert(1)' }] },
        { type: 'image', url: 'data:image/png;base64,AAAA', alt: 'x' },
      ]),
    );
    expect(JSON.stringify(blocks)).not.toMatch(/script|data:|A test copy/);
    expect(blocks.at(-1)).toEqual({ type: 'button', label: 'Read the magazine', href: '/blog' });
  });
});

describe('issueSummary', () => {
  it('is the note’s words on one line, else the first paragraph', () => {
    expect(issueSummary(issue([], 'Long tables.\n\nSee you Friday.'))).toBe(
      'Long tables. See you Friday.',
    );
    expect(issueSummary(issue([{ type: 'paragraph', text: 'Inside this week.' }]))).toBe(
      'Inside this week.',
    );
    expect(issueSummary(issue('not blocks'))).toBe('');
  });

  it('cuts a long note at a word, with an ellipsis', () => {
    const summary = issueSummary(issue([], 'word '.repeat(100)), 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/word…$/);
  });
});
