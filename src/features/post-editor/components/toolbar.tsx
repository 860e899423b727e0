import type { Editor } from '@tiptap/core';
import { Fragment, useRef, useState, type KeyboardEvent } from 'react';
import { TOOL_BUTTON } from './fields/styles';
import { ToolbarMore } from './toolbar-more';
import { useToolOverflow } from './toolbar-overflow';
import { useToolbarTools, type ToolSpec } from './toolbar-tools';

function Tool({ tool, tabIndex }: { tool: ToolSpec; tabIndex: number }) {
  const { label, shortcut, pressed, disabled, run, glyph } = tool;
  return (
    <button
      type="button"
      data-tool=""
      aria-label={label}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed}
      // Still focusable when it does not apply here, so the toolbar keeps its one Tab stop.
      aria-disabled={disabled || undefined}
      tabIndex={tabIndex}
      // The editor keeps its selection (and focus) while a tool is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={disabled ? undefined : run}
      className={`${TOOL_BUTTON} shrink-0`}
    >
      {glyph}
    </button>
  );
}

/**
 * The editor's toolbar (one Tab stop; the arrow keys, Home and End move between tools): one row
 * (the block editor keeps it under the site header while the story scrolls); the tools that do
 * not fit on the row wait in a "More" menu at its end.
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
  const tools = useToolbarTools(editor, onLink);
  const { measuring, visible } = useToolOverflow(bar, tools.length);
  const shown = tools.slice(0, visible);
  const rest = tools.slice(visible);
  // Roving focus: only the current tool (or More, the last) is in the Tab order.
  const stops = shown.length + (rest.length > 0 || measuring ? 1 : 0);
  const tab = (index: number) => (index === Math.min(current, stops - 1) ? 0 : -1);
  const buttons = () => [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const at = (all as Element[]).indexOf(event.target as Element);
    if (at < 0) return;
    let next: number;
    if (event.key === 'ArrowRight') next = (at + 1) % all.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + all.length) % all.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = all.length - 1;
    else return;
    event.preventDefault();
    setCurrent(next);
    all[next]!.focus();
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting and blocks"
      aria-controls={editorId}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const at = (buttons() as Element[]).indexOf(event.target);
        if (at >= 0) setCurrent(at);
      }}
      className="flex flex-nowrap items-center gap-1 overflow-hidden border border-ink-300 bg-ivory-50 p-1"
    >
      {shown.map((tool, index) => (
        <Fragment key={tool.id}>
          {tool.groupStart ? (
            <span aria-hidden="true" className="mx-1 h-6 w-px shrink-0 bg-ink-300" />
          ) : null}
          <Tool tool={tool} tabIndex={tab(index)} />
        </Fragment>
      ))}
      {rest.length > 0 || measuring ? (
        <ToolbarMore tools={rest} tabIndex={tab(shown.length)} measuring={measuring} />
      ) : null}
    </div>
  );
}
