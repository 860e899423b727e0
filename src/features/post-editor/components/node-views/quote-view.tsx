import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useId } from 'react';
import { CONTROL_CLASS } from '@/components/form';
import { cn } from '@/lib/utils';
import { setNodeAttrs, stringAttr } from './node-attrs';

/** A pulled quote: its words are edited in place (with marks), who said them in a field. */
export function QuoteView(view: ReactNodeViewProps) {
  const citeId = useId();
  return (
    <NodeViewWrapper
      as="figure"
      className="my-6 flex flex-col gap-3 border-l-2 border-champagne-500 py-2 pl-4 sm:pl-6"
    >
      <NodeViewContent<'blockquote'>
        as="blockquote"
        className="font-display text-2xl leading-snug whitespace-pre-wrap text-ink italic"
      />
      <div contentEditable={false} className="flex flex-col gap-1">
        <label htmlFor={citeId} className="text-xs font-medium tracking-label text-ink uppercase">
          Quote by <span className="font-normal tracking-normal normal-case">(optional)</span>
        </label>
        <input
          id={citeId}
          type="text"
          value={stringAttr(view.node.attrs, 'cite')}
          onChange={(event) => setNodeAttrs(view, { cite: event.target.value })}
          className={cn(CONTROL_CLASS, 'min-h-10 py-2')}
        />
      </div>
    </NodeViewWrapper>
  );
}
