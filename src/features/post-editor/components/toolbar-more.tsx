import { useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TOOL_BUTTON } from './fields/styles';
import type { ToolSpec } from './toolbar-tools';

/**
 * The tools that do not fit on the row, in a menu button at its end (Enter, Space or ArrowDown
 * opens it; the arrows move; Escape closes and returns to the button). A chosen tool keeps the
 * focus where its command put it (the story, a new block, the link form).
 */
export function ToolbarMore({
  tools,
  tabIndex,
  measuring,
}: {
  tools: readonly ToolSpec[];
  tabIndex: number;
  measuring: boolean;
}) {
  const chose = useRef(false);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-more=""
        tabIndex={tabIndex}
        aria-label="More tools"
        // The editor keeps its selection while the menu opens.
        onMouseDown={(event) => event.preventDefault()}
        className={`${TOOL_BUTTON} ml-auto shrink-0 ${measuring ? 'invisible' : ''}`}
      >
        More <span aria-hidden="true">▾</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (chose.current) event.preventDefault();
          chose.current = false;
        }}
      >
        {tools.map((tool) => (
          <DropdownMenuItem
            key={tool.id}
            disabled={tool.disabled}
            onSelect={() => {
              chose.current = true;
              tool.run();
            }}
          >
            {tool.label}
            {tool.pressed ? <span className="sr-only"> (on)</span> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
