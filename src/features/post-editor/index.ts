/**
 * The block editor of a post's body (`blog_posts.content_blocks`), on Tiptap. The admin's
 * editor page embeds `BlockEditor`; the converters are the one bridge between the saved
 * document and the editor's. Load it lazily: it is the admin editor's chunk.
 */
export { BlockEditor, type BlockEditorProps } from './components/block-editor';
export { blocksToDoc, docToBlocks } from './lib/convert';
export { documentExtensions } from './lib/document-extensions';
export { ALT_TEXT_MISSING } from './components/fields/alt-text-field';
export { EMBED_PROVIDERS_TEXT } from './components/node-views/embed-view';
export type { UploadImage } from './lib/editor-services';
export { missingAltText, type MissingAltText } from './lib/alt-text';
export { FocalPointPicker } from './components/fields/focal-point-picker';
export { prepareImage } from './lib/prepare-image';
