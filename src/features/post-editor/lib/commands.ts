import type { Editor, JSONContent } from '@tiptap/core';
import { Fragment } from '@tiptap/pm/model';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { BlockKind } from './block-kinds';
import { ATOM_DEFAULTS } from './block-nodes';

/** Where a top-level block starts, by its index in the document. */
function blockStart(editor: Editor, index: number): number {
  let pos = 0;
  for (let at = 0; at < index; at += 1) pos += editor.state.doc.child(at).nodeSize;
  return pos;
}

/** The index of the top-level block that holds `pos` (or starts there). */
export function blockIndexAt(editor: Editor, pos: number): number {
  return editor.state.doc.resolve(pos).index(0);
}

export type Direction = 'up' | 'down';

/**
 * Swaps the top-level block at `index` with its neighbour. The selection moves with the
 * block; returns the block's new start, or null at either end of the document.
 */
export function moveBlockAt(editor: Editor, index: number, direction: Direction): number | null {
  const { doc } = editor.state;
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= doc.childCount) return null;
  const node = doc.child(index);
  const neighbour = doc.child(other);
  const first = Math.min(index, other);
  const from = blockStart(editor, first);
  const to = from + node.nodeSize + neighbour.nodeSize;
  const swapped = direction === 'up' ? [node, neighbour] : [neighbour, node];
  const shift = direction === 'up' ? -neighbour.nodeSize : neighbour.nodeSize;
  const { selection } = editor.state;
  const start = blockStart(editor, index);
  const inside = selection.from >= start && selection.to <= start + node.nodeSize;
  const tr = editor.state.tr.replaceWith(from, to, Fragment.fromArray(swapped));
  const newStart = start + shift;
  if (selection instanceof NodeSelection && inside) {
    tr.setSelection(NodeSelection.create(tr.doc, newStart));
  } else if (inside) {
    tr.setSelection(TextSelection.create(tr.doc, selection.anchor + shift, selection.head + shift));
  }
  editor.view.dispatch(tr.scrollIntoView());
  return newStart;
}

/** Alt+ArrowUp / Alt+ArrowDown: the block that holds the selection moves. */
export function moveSelectedBlock(editor: Editor, direction: Direction): boolean {
  const index = editor.state.selection.$from.index(0);
  return moveBlockAt(editor, index, direction) !== null;
}

function textBlockNode(kind: BlockKind['id']) {
  switch (kind) {
    case 'heading2':
      return { type: 'heading', attrs: { level: 2 } };
    case 'heading3':
      return { type: 'heading', attrs: { level: 3 } };
    case 'quote':
      return { type: 'quote', attrs: {} };
    default:
      return { type: 'paragraph', attrs: {} };
  }
}

/**
 * Adds a block where the writer is. A text kind turns the current text block into it (marks a
 * heading cannot hold are dropped). An atom replaces the current block when that is an empty
 * paragraph, else goes after it; a paragraph follows it so writing can go on. `range` is the
 * typed `/command`, removed first. Returns the new atom's position (to focus its first field).
 */
export function insertBlock(
  editor: Editor,
  kind: BlockKind,
  range?: { from: number; to: number },
): number | null {
  const chain = editor.chain().focus();
  if (range) chain.deleteRange(range);
  if (kind.text) {
    const { type, attrs } = textBlockNode(kind.id);
    chain.clearNodes().setNode(type, attrs);
    if (type === 'heading') chain.unsetAllMarks();
    chain.run();
    return null;
  }
  chain.run();
  const { state } = editor;
  const index = state.selection.$from.index(0);
  const current = state.doc.maybeChild(index);
  const start = blockStart(editor, index);
  const replace = current?.type.name === 'paragraph' && current.content.size === 0;
  const at = replace ? start : start + (current?.nodeSize ?? 0);
  const node: JSONContent =
    kind.id === 'divider' ? { type: 'divider' } : { type: kind.id, attrs: ATOM_DEFAULTS[kind.id] };
  const next = state.doc.maybeChild(index + 1);
  const content: JSONContent[] = next ? [node] : [node, { type: 'paragraph' }];
  editor
    .chain()
    .insertContentAt(replace ? { from: start, to: start + current!.nodeSize } : at, content)
    .setNodeSelection(at)
    .run();
  return at;
}
