import type { ContentBlock } from '../../lib/blocks';
import { VendorCredits } from '../vendor-credits';
import { EmbedBlock } from './embed-block';
import { GalleryBlock, ImageBlock, VideoBlock } from './media-blocks';
import { DividerBlock, HeadingBlock, ParagraphBlock, QuoteBlock } from './text-blocks';

/** One block of the document. `title` names videos that have no caption. */
export function BlockRenderer({ block, title }: { block: ContentBlock; title: string }) {
  switch (block.type) {
    case 'paragraph':
      return <ParagraphBlock block={block} />;
    case 'heading':
      return <HeadingBlock block={block} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'gallery':
      return <GalleryBlock block={block} />;
    case 'quote':
      return <QuoteBlock block={block} />;
    case 'video':
      return <VideoBlock block={block} label={title} />;
    case 'embed':
      return <EmbedBlock block={block} />;
    case 'divider':
      return <DividerBlock />;
    case 'vendor_credits':
      return <VendorCredits heading={block.heading} credits={block.credits} />;
  }
}

/** The document, in order. */
export function Blocks({ blocks, title }: { blocks: readonly ContentBlock[]; title: string }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockRenderer key={index} block={block} title={title} />
      ))}
    </>
  );
}
