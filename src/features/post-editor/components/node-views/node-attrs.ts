import type { ReactNodeViewProps } from '@tiptap/react';

type Attrs = Record<string, unknown>;

/**
 * Changes some attributes of this view's node as it is now in the document (not as it was when
 * the view last rendered), so an upload that ends later adds to the gallery as it then is.
 */
export function setNodeAttrs(
  { editor, getPos }: Pick<ReactNodeViewProps, 'editor' | 'getPos'>,
  patch: Attrs | ((current: Attrs) => Attrs),
): void {
  const pos = getPos();
  if (pos === undefined) return;
  const node = editor.state.doc.nodeAt(pos);
  if (!node) return;
  const next = typeof patch === 'function' ? patch(node.attrs) : patch;
  editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...next }));
}

/** An attribute as a string ('' when missing). */
export const stringAttr = (attrs: Attrs, name: string): string =>
  typeof attrs[name] === 'string' ? attrs[name] : '';
