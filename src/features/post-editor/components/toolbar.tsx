import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BLOCK_KINDS, type BlockKind } from '../lib/block-kinds';
import { insertBlock, moveSelectedBlock } from '../lib/commands';
import { focusNewBlock } from '../lib/focus';
import { TOOL_BUTTON } from './fields/styles';

function Tool({
  label,
  shortcut,
  pressed,
  disabled,
  onClick,
  children,
  tabIndex,
}: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  tabIndex: number;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed}
      // Still focusable when it does not apply here, so the toolbar keeps its one Tab stop.
      aria-disabled={disabled || undefined}
      tabIndex={tabIndex}
      // The editor keeps its selection (and focus) while a tool is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={disabled ? undefined : onClick}
      className={TOOL_BUTTON}
    >
      {children}
    </button>
  );
}

const TEXT_GLYPHS: Record<string, string> = {
  paragraph: '¶',
  heading2: 'H2',
  heading3: 'H3',
  quote: '“ ”',
};

/**
 * The editor's toolbar (one Tab stop; the arrow keys, Home and End move between tools): the
 * kind of the current text block, bold, italic, link, every media block, and moving the block.
 */
export function Toolbar({
  editor,
  editorId,
  onLink,
}: {
  editor: Editor;
  editorId: string;
  onLink: () => void;
}) {
  const [current, setCurrent] = useState(0);
  const bar = useRef<HTMLDivElement>(null);
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tools = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = (tools as Element[]).indexOf(event.target as Element);
    if (at < 0) return;
    let next: number;
    if (event.key === 'ArrowRight') next = (at + 1) % tools.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + tools.length) % tools.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tools.length - 1;
    else return;
    event.preventDefault();
    setCurrent(next);
    tools[next]!.focus();
  };

  const pressed: Record<string, boolean> = {
    paragraph: state.paragraph,
    heading2: state.heading2,
    heading3: state.heading3,
    quote: state.quote,
  };
  const textKinds = BLOCK_KINDS.filter(({ kind }) => kind.text);
  const mediaKinds = BLOCK_KINDS.filter(({ kind }) => !kind.text);
  // Roving focus: only the current tool is in the Tab order. Tools in order: the text kinds,
  // bold, italic, link, the media kinds, move up, move down.
  const tab = (index: number) => (index === current ? 0 : -1);
  const marksAt = textKinds.length;
  const mediaAt = marksAt + 3;
  const movesAt = mediaAt + mediaKinds.length;

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting and blocks"
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const tools: Element[] = [...(bar.current?.querySelectorAll('button') ?? [])];
        const at = tools.indexOf(event.target);
        if (at >= 0) setCurrent(at);
      }}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-x-1 gap-y-1 border border-ink-300 bg-ivory-50 p-1"
    >
      {textKinds.map(({ kind, label }, index) => (
        <Tool
          key={kind.id}
          // A glyph in letters (H2) starts the name too, so "click H2" works by voice.
          label={
            /[a-z0-9]/i.test(TEXT_GLYPHS[kind.id] ?? '')
              ? `${TEXT_GLYPHS[kind.id]}: ${label}`
              : label
          }
          pressed={pressed[kind.id]}
          disabled={!state.inText}
          tabIndex={tab(index)}
          onClick={() => insert(kind)}
        >
          {TEXT_GLYPHS[kind.id]}
        </Tool>
      ))}
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-ink-300" />
      <Tool
        label="Bold"
        shortcut="Control+B"
        pressed={state.bold}
        disabled={!state.canBold}
        tabIndex={tab(marksAt)}
        onClick={() => editor.chain().focus().toggleBold().run()}
      >
        <strong>B</strong>
      </Tool>
      <Tool
        label="Italic"
        shortcut="Control+I"
        pressed={state.italic}
        disabled={!state.canItalic}
        tabIndex={tab(marksAt + 1)}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      >
        <em className="font-display text-base">I</em>
      </Tool>
      <Tool
        label="Link"
        shortcut="Control+K"
        pressed={state.link}
        disabled={!state.canLink}
        tabIndex={tab(marksAt + 2)}
        onClick={onLink}
      >
        <span className="underline">Link</span>
      </Tool>
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-ink-300" />
      {mediaKinds.map(({ kind, label }, index) => (
        <Tool
          key={kind.id}
          label={`Insert ${label.toLowerCase()}`}
          tabIndex={tab(mediaAt + index)}
          onClick={() => insert(kind)}
        >
          {label}
        </Tool>
      ))}
      <span aria-hidden="true" className="mx-1 h-6 w-px bg-ink-300" />
      <Tool
        label="Move block up"
        shortcut="Alt+ArrowUp"
        tabIndex={tab(movesAt)}
        onClick={() => {
          moveSelectedBlock(editor, 'up');
          editor.commands.focus();
        }}
      >
        <span aria-hidden="true">↑</span>
      </Tool>
      <Tool
        label="Move block down"
        shortcut="Alt+ArrowDown"
        tabIndex={tab(movesAt + 1)}
        onClick={() => {
          moveSelectedBlock(editor, 'down');
          editor.commands.focus();
        }}
      >
        <span aria-hidden="true">↓</span>
      </Tool>
    </div>
  );
}
