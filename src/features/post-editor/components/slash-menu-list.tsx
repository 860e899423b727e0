import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { matchingKinds } from '../lib/block-kinds';
import { insertBlock } from '../lib/commands';
import { slashMenuKey, slashMenuOptionId } from '../lib/slash-menu';
import { focusNewBlock } from '../lib/focus';

const MENU_WIDTH_PX = 288;

/**
 * The slash menu's list, under the typed `/command`. Focus stays in the text (the list is its
 * `aria-activedescendant`); a click inserts too.
 */
export function SlashMenuList({ editor, menuId }: { editor: Editor; menuId: string }) {
  const menu = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const state = slashMenuKey.getState(e.state);
      if (!state?.open) return null;
      let top = 0;
      let left = 0;
      try {
        const box = e.view.dom.getBoundingClientRect();
        const caret = e.view.coordsAtPos(state.from);
        top = caret.bottom - box.top + 4;
        left = Math.max(0, Math.min(caret.left - box.left, box.width - MENU_WIDTH_PX));
      } catch {
        // Not laid out (a test's DOM): the list sits at the top of the text.
      }
      return { ...state, top, left };
    },
  });
  if (!menu) return null;
  const kinds = matchingKinds(menu.query);

  return (
    <div
      className="absolute z-20 w-72 max-w-full border border-ink-300 bg-ivory-50 shadow-lg"
      style={{ top: menu.top, left: menu.left }}
    >
      <ul id={menuId} role="listbox" aria-label="Add a block" className="max-h-80 overflow-y-auto">
        {kinds.map(({ kind, label, hint }, index) => (
          <li
            key={kind.id}
            id={slashMenuOptionId(menuId, index)}
            role="option"
            aria-selected={index === menu.index}
            onMouseDown={(event) => {
              event.preventDefault();
              const at = insertBlock(editor, kind, { from: menu.from, to: menu.to });
              if (at !== null) focusNewBlock(editor, at);
            }}
            className="flex cursor-pointer flex-col px-4 py-2 aria-selected:bg-ink aria-selected:text-ivory-50"
          >
            <span className="font-medium">{label}</span>
            <span className="text-sm opacity-80">{hint}</span>
          </li>
        ))}
      </ul>
      <p className="border-t border-ink-300 px-4 py-2 text-xs text-ink-500">
        ↑ ↓ to choose, Enter to add, Esc to close
      </p>
    </div>
  );
}
