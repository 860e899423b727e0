import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { BLOCK_KINDS, type BlockKind } from '../lib/block-kinds';
import { insertBlock, moveSelectedBlock } from '../lib/commands';
import { focusNewBlock } from '../lib/focus';

/** One tool: a button on the row, or an item in the More menu when the row is full. */
export type ToolSpec = {
  id: string;
  label: string;
  glyph: ReactNode;
  run: () => void;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  /** Drawn after a separator (the first of its group). */
  groupStart?: boolean;
};

const TEXT_GLYPHS: Record<string, string> = {
  paragraph: '¶',
  heading2: 'H2',
  heading3: 'H3',
  quote: '“ ”',
};

/**
 * The toolbar's tools in their order: the kind of the current text block, bold, italic, link,
 * every media block, and moving the block. The row shows as many as fit, from the start.
 */
export function useToolbarTools(editor: Editor, onLink: () => void): ToolSpec[] {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      quote: e.isActive('quote'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      canBold: e.can().toggleBold(),
      canItalic: e.can().toggleItalic(),
      canLink: e.can().setLink({ href: '/' }),
      inText: e.state.selection.$from.parent.isTextblock,
    }),
  });
  const insert = (kind: BlockKind) => {
    const at = insertBlock(editor, kind);
    if (at !== null) focusNewBlock(editor, at);
  };
  const move = (direction: 'up' | 'down') => {
    moveSelectedBlock(editor, direction);
    editor.commands.focus();
  };
  const pressed: Record<string, boolean> = {
    paragraph: state.paragraph,
    heading2: state.heading2,
    heading3: state.heading3,
    quote: state.quote,
  };

  const textKinds = BLOCK_KINDS.filter(({ kind }) => kind.text).map(({ kind, label }): ToolSpec => {
    const glyph = TEXT_GLYPHS[kind.id] ?? '';
    return {
      id: kind.id,
      // A glyph in letters (H2) starts the name too, so "click H2" works by voice.
      label: /[a-z0-9]/i.test(glyph) ? `${glyph}: ${label}` : label,
      glyph,
      pressed: pressed[kind.id],
      disabled: !state.inText,
      run: () => insert(kind),
    };
  });
  const marks: ToolSpec[] = [
    {
      id: 'bold',
      label: 'Bold',
      shortcut: 'Control+B',
      glyph: <strong>B</strong>,
      pressed: state.bold,
      disabled: !state.canBold,
      groupStart: true,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      id: 'italic',
      label: 'Italic',
      shortcut: 'Control+I',
      glyph: <em className="font-display text-base">I</em>,
      pressed: state.italic,
      disabled: !state.canItalic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      id: 'link',
      label: 'Link',
      shortcut: 'Control+K',
      glyph: <span className="underline">Link</span>,
      pressed: state.link,
      disabled: !state.canLink,
      run: onLink,
    },
  ];
  const media = BLOCK_KINDS.filter(({ kind }) => !kind.text).map(
    ({ kind, label }, index): ToolSpec => ({
      id: kind.id,
      label: `Insert ${label.toLowerCase()}`,
      glyph: label,
      groupStart: index === 0,
      run: () => insert(kind),
    }),
  );
  const moves: ToolSpec[] = [
    {
      id: 'up',
      label: 'Move block up',
      shortcut: 'Alt+ArrowUp',
      glyph: <span aria-hidden="true">↑</span>,
      groupStart: true,
      run: () => move('up'),
    },
    {
      id: 'down',
      label: 'Move block down',
      shortcut: 'Alt+ArrowDown',
      glyph: <span aria-hidden="true">↓</span>,
      run: () => move('down'),
    },
  ];
  return [...textKinds, ...marks, ...media, ...moves];
}
