import type { ContentBlock } from '@/features/posts';

/** A picture of the document that has no alt text: its block (0-based) and, in a gallery, which photo. */
export interface MissingAltText {
  block: number;
  photo?: number;
}

/**
 * Every picture without alt text (image blocks and each gallery photo), for the check before
 * publishing: a post with any cannot be published. Drafts may have them (the editor flags each).
 */
export function missingAltText(blocks: readonly ContentBlock[]): MissingAltText[] {
  return blocks.flatMap((block, index): MissingAltText[] => {
    if (block.type === 'image') return block.alt.trim() ? [] : [{ block: index }];
    if (block.type === 'gallery')
      return block.images.flatMap((image, photo) =>
        image.alt.trim() ? [] : [{ block: index, photo }],
      );
    return [];
  });
}
