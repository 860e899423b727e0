import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

const FOCUS_ATTEMPTS = 10;
const FOCUSABLE = 'input, button, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Focuses what `find` returns once it is drawn (a view renders a frame or two after a change).
 * `find` returns false to give up (focus is where it should be already).
 */
export function focusWhenReady(
  find: () => HTMLElement | null | undefined | false,
  attempts = FOCUS_ATTEMPTS,
): void {
  requestAnimationFrame(() => {
    const target = find();
    if (target) target.focus();
    else if (target !== false && attempts > 0) focusWhenReady(find, attempts - 1);
  });
}

/**
 * Whether the control `from` lost the focus by being redrawn (so it should be given back):
 * not when it still has it (its view was moved, not redrawn), nor when the writer has gone on
 * to another control meanwhile.
 */
export function focusWasLost(from: Element, editor: Editor): boolean {
  const active = document.activeElement;
  if (active === from) return !from.isConnected;
  return !active || active === document.body || active === editor.view.dom;
}

/** The focusable controls inside the block drawn at `pos`, in order. */
export function blockControls(editor: Editor, pos: number): HTMLElement[] {
  if (editor.isDestroyed) return [];
  const dom = editor.view.nodeDOM(pos);
  return dom instanceof HTMLElement ? [...dom.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * Puts focus back on the same control of a block after it moved (ProseMirror may draw the
 * block anew at its new place).
 */
export function focusInBlock(editor: Editor, pos: number, index: number, from: Element): void {
  focusWhenReady(() => {
    if (editor.isDestroyed || !focusWasLost(from, editor)) return false;
    const controls = blockControls(editor, pos);
    return controls[Math.min(index, controls.length - 1)];
  });
}

/** After a media block is inserted, its first field takes the focus (the upload, the address). */
export function focusNewBlock(editor: Editor, pos: number): void {
  focusWhenReady(() => {
    if (editor.isDestroyed) return null;
    const dom = editor.view.nodeDOM(pos);
    if (!(dom instanceof HTMLElement)) return null;
    return (
      dom.querySelector<HTMLElement>('[data-autofocus]') ?? dom.querySelector<HTMLElement>('button')
    );
  });
}

/**
 * Takes the words the page shows selected in the editor into its state, now. ProseMirror learns
 * of a selection made with the keyboard (Shift+arrows) from the page's `selectionchange` event,
 * which a busy browser may deliver after the next key: the editor reads it first at every key
 * (Ctrl+K, Ctrl+B, Backspace, Alt+arrows act on the selection), so each acts on what the writer
 * sees. Only a text selection is taken; a selected block stays selected.
 */
export function takeSelectionFromPage(view: EditorView): void {
  const shown = view.dom.ownerDocument.getSelection();
  const { selection, doc } = view.state;
  if (!shown?.anchorNode || !shown.focusNode || !(selection instanceof TextSelection)) return;
  if (!view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return;
  let anchor: number;
  let head: number;
  try {
    anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
    head = view.posAtDOM(shown.focusNode, shown.focusOffset);
  } catch {
    return; // Inside a block's own controls: not words of the story.
  }
  if (anchor === selection.anchor && head === selection.head) return;
  view.dispatch(
    view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))),
  );
}
