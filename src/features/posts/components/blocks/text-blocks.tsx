import type { ContentBlock } from '../../lib/blocks';
import { MarkedText } from './marked-text';

type Block<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

export function ParagraphBlock({ block }: { block: Block<'paragraph'> }) {
  return (
    <p className="whitespace-pre-line">
      <MarkedText text={block.text} spans={block.spans} />
    </p>
  );
}

export function HeadingBlock({ block }: { block: Block<'heading'> }) {
  return block.level === 3 ? (
    <h3 className="pt-4 font-display text-2xl text-ink md:text-3xl">{block.text}</h3>
  ) : (
    <h2 className="pt-6 font-display text-3xl text-ink md:text-4xl">{block.text}</h2>
  );
}

export function QuoteBlock({ block }: { block: Block<'quote'> }) {
  return (
    <figure className="my-6 border-l-2 border-champagne-500 py-2 pl-6 md:-mx-8 md:pl-10">
      <blockquote className="font-display text-2xl leading-snug text-ink italic md:text-3xl">
        <p className="whitespace-pre-line">
          “<MarkedText text={block.text} spans={block.spans} />”
        </p>
      </blockquote>
      {block.cite && (
        <figcaption className="mt-4 text-xs tracking-label text-ink-500 uppercase">
          — {block.cite}
        </figcaption>
      )}
    </figure>
  );
}

export function DividerBlock() {
  return (
    <div
      role="separator"
      className="my-6 flex items-center justify-center gap-3 text-champagne-500"
    >
      <span className="h-px w-16 bg-champagne-300" />
      <span aria-hidden="true" className="font-display text-xl">
        ❦
      </span>
      <span className="h-px w-16 bg-champagne-300" />
    </div>
  );
}
