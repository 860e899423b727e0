import type { JSONContent } from '@tiptap/core';
import { parseBlocks, type ContentBlock, type Span } from '@/features/posts';
import { ATOM_DEFAULTS, ATOM_TYPES, type AtomBlockType } from './block-nodes';

/**
 * The two formats of a post's body: `content_blocks` (what is saved and rendered) and the
 * editor's ProseMirror JSON. Pure functions; `docToBlocks` ends in `parseBlocks`, so whatever
 * the editor holds, only a valid document is ever handed on to be saved.
 */

type Mark = NonNullable<JSONContent['marks']>[number];

function spanMarks(span: Span): Mark[] {
  const marks: Mark[] = [];
  if (span.bold) marks.push({ type: 'bold' });
  if (span.italic) marks.push({ type: 'italic' });
  if (span.href) marks.push({ type: 'link', attrs: { href: span.href } });
  return marks;
}

/** A run of text as text nodes, each line break a `hardBreak`. */
function inline(spans: readonly Span[]): JSONContent[] {
  return spans.flatMap((span) => {
    const marks = spanMarks(span);
    return span.text.split('\n').flatMap((line, index) => {
      const nodes: JSONContent[] = index > 0 ? [{ type: 'hardBreak' }] : [];
      if (line.length > 0)
        nodes.push(
          marks.length > 0 ? { type: 'text', text: line, marks } : { type: 'text', text: line },
        );
      return nodes;
    });
  });
}

const withContent = (node: JSONContent, content: JSONContent[]): JSONContent =>
  content.length > 0 ? { ...node, content } : node;

function blockToNode(block: ContentBlock): JSONContent {
  switch (block.type) {
    case 'paragraph':
      return withContent({ type: 'paragraph' }, inline(block.spans ?? [{ text: block.text }]));
    case 'heading':
      return withContent(
        { type: 'heading', attrs: { level: block.level } },
        inline([{ text: block.text.replace(/\n/g, ' ') }]),
      );
    case 'quote':
      return withContent(
        { type: 'quote', attrs: { cite: block.cite ?? '' } },
        inline(block.spans ?? [{ text: block.text }]),
      );
    default: {
      const { type, ...fields } = block;
      return type === 'divider' ? { type } : { type, attrs: { ...ATOM_DEFAULTS[type], ...fields } };
    }
  }
}

/** The editor's document for these blocks; an empty post is one empty paragraph. */
export function blocksToDoc(blocks: readonly ContentBlock[]): JSONContent {
  const content = blocks.map(blockToNode);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** The runs of an inline node list: marks read back, hard breaks as '\n'. */
function spansOf(content: readonly JSONContent[] | undefined): Span[] {
  return (content ?? []).flatMap((node): Span[] => {
    if (node.type === 'hardBreak') return [{ text: '\n' }];
    if (node.type !== 'text' || !node.text) return [];
    const span: Span = { text: node.text };
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') span.bold = true;
      else if (mark.type === 'italic') span.italic = true;
      else if (mark.type === 'link' && typeof mark.attrs?.href === 'string')
        span.href = mark.attrs.href;
    }
    return [span];
  });
}

const joined = (spans: readonly Span[]) => spans.map((span) => span.text).join('');

const isAtom = (type: string | undefined): type is AtomBlockType =>
  ATOM_TYPES.includes(type as AtomBlockType);

/** A node as the raw block it stands for; `parseBlocks` then decides what is kept. */
function nodeToRaw(node: JSONContent): unknown {
  switch (node.type) {
    case 'paragraph': {
      const spans = spansOf(node.content);
      return { type: 'paragraph', text: joined(spans), spans };
    }
    case 'heading':
      return {
        type: 'heading',
        level: node.attrs?.level,
        text: joined(spansOf(node.content)).replace(/\n/g, ' '),
      };
    case 'quote': {
      const spans = spansOf(node.content);
      return { type: 'quote', text: joined(spans), spans, cite: node.attrs?.cite };
    }
    default:
      return isAtom(node.type) ? { ...node.attrs, type: node.type } : undefined;
  }
}

/** The blocks to save for an editor document (ProseMirror JSON), exactly as `parseBlocks` keeps them. */
export function docToBlocks(doc: JSONContent): ContentBlock[] {
  return parseBlocks((doc.content ?? []).map(nodeToRaw));
}
