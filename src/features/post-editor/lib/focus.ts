import type { Editor } from '@tiptap/core';

const FOCUS_ATTEMPTS = 10;
const FOCUSABLE = 'input, button, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Focuses what `find` returns once it is drawn (a view renders a frame or two after a change). */
export function focusWhenReady(
  find: () => HTMLElement | null | undefined,
  attempts = FOCUS_ATTEMPTS,
): void {
  requestAnimationFrame(() => {
    const target = find();
    if (target) target.focus();
    else if (attempts > 0) focusWhenReady(find, attempts - 1);
  });
}

/** The focusable controls inside the block drawn at `pos`, in order. */
export function blockControls(editor: Editor, pos: number): HTMLElement[] {
  const dom = editor.view.nodeDOM(pos);
  return dom instanceof HTMLElement ? [...dom.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
}

/**
 * Puts focus back on the same control of a block after it moved (ProseMirror may draw the
 * block anew at its new place).
 */
export function focusInBlock(editor: Editor, pos: number, index: number): void {
  focusWhenReady(() => {
    const controls = blockControls(editor, pos);
    return controls[Math.min(index, controls.length - 1)];
  });
}

/** After a media block is inserted, its first field takes the focus (the upload, the address). */
export function focusNewBlock(editor: Editor, pos: number): void {
  focusWhenReady(() => {
    const dom = editor.view.nodeDOM(pos);
    if (!(dom instanceof HTMLElement)) return null;
    return (
      dom.querySelector<HTMLElement>('[data-autofocus]') ?? dom.querySelector<HTMLElement>('button')
    );
  });
}
