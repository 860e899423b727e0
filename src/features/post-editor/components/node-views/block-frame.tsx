import { NodeViewWrapper, useEditorState, type ReactNodeViewProps } from '@tiptap/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { blockLabel } from '../../lib/block-kinds';
import { blockIndexAt, moveBlockAt, type Direction } from '../../lib/commands';
import { useEditorServices } from '../../lib/editor-services';
import { blockControls, focusInBlock } from '../../lib/focus';
import { ICON_BUTTON } from '../fields/styles';

/**
 * The frame of a media block in the editor: its name and position, buttons to move it up and
 * down (also Alt+ArrowUp / Alt+ArrowDown from any of its fields) and to remove it.
 */
export function BlockFrame({ view, children }: { view: ReactNodeViewProps; children: ReactNode }) {
  const { editor, getPos, node, deleteNode, selected } = view;
  const { announce } = useEditorServices();
  const label = blockLabel(node.type.name);
  const place = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const pos = getPos();
      if (pos === undefined || !current) return null;
      return { index: blockIndexAt(current, pos), count: current.state.doc.childCount };
    },
  });

  const move = (direction: Direction, from: HTMLElement) => {
    const pos = getPos();
    if (pos === undefined) return;
    const focused = Math.max(0, blockControls(editor, pos).indexOf(from));
    const index = blockIndexAt(editor, pos);
    const at = moveBlockAt(editor, index, direction);
    if (at === null) {
      announce(`${label} is already the ${direction === 'up' ? 'first' : 'last'} block.`);
      return;
    }
    const now = blockIndexAt(editor, at);
    announce(`${label} moved ${direction}: block ${now + 1} of ${editor.state.doc.childCount}.`);
    focusInBlock(editor, at, focused, from);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(event.key === 'ArrowUp' ? 'up' : 'down', event.target as HTMLElement);
  };

  const remove = () => {
    deleteNode();
    announce(`${label} removed.`);
    editor.commands.focus();
  };

  const name = place ? `${label}, block ${place.index + 1} of ${place.count}` : label;

  return (
    <NodeViewWrapper
      role="group"
      aria-label={name}
      contentEditable={false}
      onKeyDown={onKeyDown}
      className={cn(
        'my-4 flex min-w-0 flex-col gap-4 border border-ivory-300 bg-ivory-100 p-3 whitespace-normal sm:p-4',
        selected && 'outline-2 outline-offset-2 outline-champagne-500',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-medium tracking-label text-ink-700 uppercase">{label}</span>
        <div className="flex gap-1">
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={`Move ${label.toLowerCase()} up`}
            aria-keyshortcuts="Alt+ArrowUp"
            onClick={(event) => move('up', event.currentTarget)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={`Move ${label.toLowerCase()} down`}
            aria-keyshortcuts="Alt+ArrowDown"
            onClick={(event) => move('down', event.currentTarget)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={remove}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      {children}
    </NodeViewWrapper>
  );
}
