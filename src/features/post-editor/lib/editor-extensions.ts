import { Extension, type Extensions } from '@tiptap/core';
// Each from its own entry: the package root would bring every extension it has.
import { Gapcursor } from '@tiptap/extensions/gap-cursor';
import { Placeholder } from '@tiptap/extensions/placeholder';
import { TrailingNode } from '@tiptap/extensions/trailing-node';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import type { ComponentType } from 'react';
import { DividerView } from '../components/node-views/divider-view';
import { EmbedView } from '../components/node-views/embed-view';
import { GalleryView } from '../components/node-views/gallery-view';
import { ImageView } from '../components/node-views/image-view';
import { QuoteView } from '../components/node-views/quote-view';
import { VendorCreditsView } from '../components/node-views/vendor-credits-view';
import { VideoView } from '../components/node-views/video-view';
import { ATOM_TYPES, QuoteNode, atomNode, type AtomBlockType } from './block-nodes';
import { moveSelectedBlock } from './commands';
import { TEXT_EXTENSIONS } from './document-extensions';
import { SlashMenu } from './slash-menu';

const VIEWS: Record<AtomBlockType, ComponentType<ReactNodeViewProps>> = {
  image: ImageView,
  gallery: GalleryView,
  video: VideoView,
  embed: EmbedView,
  divider: DividerView,
  vendor_credits: VendorCreditsView,
};

/** Alt+ArrowUp / Alt+ArrowDown move the block that holds the caret (or the selected block). */
const BlockMoves = Extension.create({
  name: 'blockMoves',
  addKeyboardShortcuts() {
    return {
      'Alt-ArrowUp': () => moveSelectedBlock(this.editor, 'up'),
      'Alt-ArrowDown': () => moveSelectedBlock(this.editor, 'down'),
    };
  },
});

export const PLACEHOLDER = 'Write, or type / to add a block';

/**
 * The editor's extensions: the document's schema with a React view for the quote and each
 * media block (their fields are form controls, so ProseMirror leaves every event inside them
 * alone), undo, a caret between two media blocks, an empty paragraph kept at the end, the
 * placeholder, block moves and the slash menu.
 */
export function editorExtensions(menuId: string): Extensions {
  return [
    ...TEXT_EXTENSIONS,
    QuoteNode.extend({ addNodeView: () => ReactNodeViewRenderer(QuoteView) }),
    ...ATOM_TYPES.map((type) =>
      atomNode(type).extend({
        addNodeView: () => ReactNodeViewRenderer(VIEWS[type], { stopEvent: () => true }),
      }),
    ),
    UndoRedo,
    Gapcursor,
    TrailingNode,
    Placeholder.configure({ placeholder: PLACEHOLDER }),
    BlockMoves,
    SlashMenu.configure({ menuId }),
  ];
}
