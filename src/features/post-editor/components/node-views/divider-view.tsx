import type { ReactNodeViewProps } from '@tiptap/react';
import { BlockFrame } from './block-frame';

/** A break between parts of the story; nothing to fill in. */
export function DividerView(view: ReactNodeViewProps) {
  return (
    <BlockFrame view={view}>
      <div aria-hidden="true" className="flex items-center justify-center gap-3 text-champagne-500">
        <span className="h-px w-16 bg-champagne-300" />❦
        <span className="h-px w-16 bg-champagne-300" />
      </div>
    </BlockFrame>
  );
}
