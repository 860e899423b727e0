import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { UseEditorOptions } from '@tiptap/react';
import type { ContentBlock } from '@/features/posts';
import { blocksToDoc, docToBlocks } from '../lib/convert';
import { editorExtensions, PLACEHOLDER } from '../lib/editor-extensions';
import { EditorServicesContext, type UploadImage } from '../lib/editor-services';
import { takeSelectionFromPage } from '../lib/focus';
import { LinkForm } from './link-form';
import { SlashMenuList } from './slash-menu-list';
import { Toolbar } from './toolbar';

export interface BlockEditorProps {
  /** The document the editor starts with (parsed). To load another, remount with a new `key`. */
  value: ContentBlock[];
  /** Every change, as the document to save (always what `parseBlocks` keeps). */
  onChange: (blocks: ContentBlock[]) => void;
  /** Stores a picture and returns its media path; reports progress from 0 to 1. */
  uploadImage: UploadImage;
  /** The accessible name of the editing area. */
  label?: string;
}

const EDITOR_CLASS = [
  'min-h-64 border border-ink-300 bg-ivory-50 px-4 py-3 text-lg leading-relaxed text-ink break-words',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:font-display [&_h2]:text-3xl [&_h3]:mt-4 [&_h3]:font-display [&_h3]:text-2xl',
  '[&_a]:underline [&_a]:decoration-champagne-500 [&_a]:underline-offset-4',
  '[&_.is-empty]:before:pointer-events-none [&_.is-empty]:before:float-left [&_.is-empty]:before:h-0',
  '[&_.is-empty]:before:text-ink-500 [&_.is-empty]:before:content-[attr(data-placeholder)]',
].join(' ');

/**
 * The post body's editor (Tiptap): paragraphs with bold, italic and links, headings, quotes and
 * media blocks, inserted from the toolbar or a slash menu, moved with Alt+ArrowUp/Down. What it
 * hands to `onChange` is the saved format, `content_blocks`.
 */
export function BlockEditor({
  value,
  onChange,
  uploadImage,
  label = 'Post body',
}: BlockEditorProps) {
  const id = useId();
  const editorId = `${id}-editor`;
  const helpId = `${id}-help`;
  const menuId = `${id}-slash-menu`;
  const [linkOpen, setLinkOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  // Made once: the editor is not rebuilt or reconfigured as the page re-renders.
  const [options] = useState<UseEditorOptions>(() => ({
    extensions: editorExtensions(menuId),
    content: blocksToDoc(value),
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': helpId,
        'aria-autocomplete': 'list',
        'aria-haspopup': 'listbox',
        class: EDITOR_CLASS,
      },
      // Runs before every keymap: each key that acts on the selection acts on the one shown.
      handleKeyDown: (view, event) => {
        if (!view.composing) takeSelectionFromPage(view);
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => latest.current(docToBlocks(current.getJSON())),
  }));
  const editor = useEditor(options);

  const announce = useCallback((message: string) => {
    // A repeated message is still read: clear, then say it.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(message));
  }, []);
  const services = useMemo(() => ({ uploadImage, announce }), [uploadImage, announce]);

  return (
    <EditorServicesContext.Provider value={services}>
      <div className="flex min-w-0 flex-col gap-2">
        {/* The toolbar and the link form stay under the site header while the story scrolls. */}
        <div className="sticky top-header z-10 flex flex-col gap-2">
          <Toolbar editor={editor} editorId={editorId} onLink={() => setLinkOpen(true)} />
          {linkOpen && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
        </div>
        <p id={helpId} className="text-sm text-ink-500">
          {PLACEHOLDER}. Alt+↑ and Alt+↓ move a block; Ctrl+B bold, Ctrl+I italic, Ctrl+K link.
        </p>
        <div className="relative min-w-0">
          <EditorContent editor={editor} />
          <SlashMenuList editor={editor} menuId={menuId} />
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </EditorServicesContext.Provider>
  );
}
