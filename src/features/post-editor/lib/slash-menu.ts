import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { matchingKinds } from './block-kinds';
import { insertBlock } from './commands';
import { focusNewBlock } from './focus';

/**
 * The slash menu's state: open while the caret ends a top-level paragraph that holds only
 * `/` and a word. Arrow keys choose, Enter inserts, Escape closes it (until that paragraph
 * stops being a command). The list itself is drawn by React (`SlashMenu`).
 */
export interface SlashMenuState {
  open: boolean;
  query: string;
  /** The typed command, from the slash to the caret. */
  from: number;
  to: number;
  index: number;
  /** Where Escape closed the menu: it stays closed for that paragraph. */
  dismissedAt: number | null;
}

type SlashMeta = { move: 1 | -1 } | { close: true };

export const slashMenuKey = new PluginKey<SlashMenuState>('slashMenu');

const CLOSED: SlashMenuState = {
  open: false,
  query: '',
  from: 0,
  to: 0,
  index: 0,
  dismissedAt: null,
};

const COMMAND = /^\/([\p{L}\d-]*)$/u;

/** The `/command` the caret ends, if any. */
function typedCommand(state: EditorState): { query: string; from: number; to: number } | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  const parent = $from.parent;
  if ($from.depth !== 1 || parent.type.name !== 'paragraph') return null;
  if ($from.parentOffset !== parent.content.size) return null;
  if (parent.childCount !== 1 || !parent.firstChild?.isText) return null;
  const match = COMMAND.exec(parent.textContent);
  if (!match) return null;
  return { query: match[1]!, from: $from.start(), to: $from.end() };
}

export const slashMenuOptionId = (menuId: string, index: number) => `${menuId}-option-${index}`;

export const SlashMenu = Extension.create<{ menuId: string }>({
  name: 'slashMenu',
  // Before the keymaps: while the menu is open, Enter and the arrows are its keys.
  priority: 1000,
  addOptions() {
    return { menuId: 'slash-menu' };
  },
  addProseMirrorPlugins() {
    const editor = this.editor;
    const { menuId } = this.options;
    return [
      new Plugin<SlashMenuState>({
        key: slashMenuKey,
        state: {
          init: () => CLOSED,
          apply(tr, previous, _old, state) {
            const meta = tr.getMeta(slashMenuKey) as SlashMeta | undefined;
            const command = typedCommand(state);
            if (!command) return CLOSED;
            if (meta && 'close' in meta) return { ...CLOSED, dismissedAt: command.from };
            const dismissed = previous.dismissedAt === command.from;
            const count = matchingKinds(command.query).length;
            if (dismissed || count === 0)
              return { ...CLOSED, dismissedAt: dismissed ? command.from : null };
            const sameQuery = previous.open && previous.query === command.query;
            const index = sameQuery ? previous.index : 0;
            const moved = meta && 'move' in meta ? (index + meta.move + count) % count : index;
            return { open: true, ...command, index: moved, dismissedAt: null };
          },
        },
        props: {
          handleKeyDown(view, event) {
            const state = slashMenuKey.getState(view.state);
            if (!state?.open) return false;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              const move = event.key === 'ArrowDown' ? 1 : -1;
              view.dispatch(view.state.tr.setMeta(slashMenuKey, { move }));
              return true;
            }
            if (event.key === 'Escape') {
              view.dispatch(view.state.tr.setMeta(slashMenuKey, { close: true }));
              return true;
            }
            if (event.key === 'Enter' || event.key === 'Tab') {
              const choice = matchingKinds(state.query)[state.index];
              if (!choice) return false;
              const at = insertBlock(editor, choice.kind, { from: state.from, to: state.to });
              if (at !== null) focusNewBlock(editor, at);
              return true;
            }
            return false;
          },
          attributes(state): Record<string, string> {
            const menu = slashMenuKey.getState(state);
            if (!menu?.open) return {};
            return {
              'aria-controls': menuId,
              'aria-activedescendant': slashMenuOptionId(menuId, menu.index),
            };
          },
        },
      }),
    ];
  },
});
