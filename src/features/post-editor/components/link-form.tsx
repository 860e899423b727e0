import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { isSafeHref } from '@/features/posts';
import { LINK_BUTTON } from './fields/styles';

export const LINK_RULE =
  'Use an address starting with https://, http:// or mailto:, or a page of this site starting with /.';

/**
 * Adds, changes or removes the link on the selected words (with nothing selected, the address
 * itself is added, linked). The address follows the document's rule (`isSafeHref`).
 */
export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const existing = editor.getAttributes('link').href as string | undefined;
  const [href, setHref] = useState(existing ?? '');
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (!isSafeHref(address)) {
      setError(LINK_RULE);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: address,
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: address }).run();
    }
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <form
      ref={form}
      aria-label="Link"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      className="flex flex-col gap-3 border border-ink-300 bg-ivory-100 p-3 sm:flex-row sm:items-end"
    >
      <TextField
        label="Link address"
        className="min-w-0 grow"
        type="text"
        inputMode="url"
        autoComplete="off"
        hint="https://…, mailto:… or /a-page-of-this-site"
        error={error}
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap items-center gap-3 sm:pb-1">
        <Button type="submit" size="sm" variant="solid">
          {existing ? 'Update link' : 'Add link'}
        </Button>
        {existing && (
          <button type="button" className={LINK_BUTTON} onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className={LINK_BUTTON} onClick={close}>
          Cancel
        </button>
      </div>
    </form>
  );
}
