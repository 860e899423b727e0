import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { AUTOSAVE_DELAY_MS } from '@/config/admin';
import {
  useFetchEditablePost,
  useSavePost,
  type EditablePost,
  type PostFields,
} from '@/features/posts';
import { slugFrom } from '@/lib/slug';
import { forgetStoredDraft, readStoredDraft, useAutosave } from './use-autosave';

/** The longest web address a title suggests. */
const SLUG_FROM_TITLE_MAX = 180;
const storageKey = (id: string) => `perfete:post-draft:${id}`;

/** The editable fields of a loaded post (everything but its id and version). */
function fieldsOf(post: EditablePost): PostFields {
  const { id: _id, updated_at: _version, ...fields } = post;
  return fields;
}

/**
 * The editor's words and where they stand against the database: the fields as typed, the last
 * saved fields and their version (`dirty` while they differ), the autosave (useSavePost, every
 * change also kept on this device), and the ways the saved version moves: a publish or an
 * unpublish (`moved`), a restored revision or someone else's save loaded (`startFrom`), or their
 * save knowingly overwritten (`keepMine`). `editorKey` changes when the words are replaced, so
 * the block editor starts afresh from them.
 */
export function usePostEditor(post: EditablePost) {
  const key = storageKey(post.id);
  // What was typed on this device and not saved (a reload, a crash, no network) comes back.
  const [restoredLocal] = useState(() => {
    const stored = readStoredDraft<PostFields>(key);
    return stored && stored.version === post.updated_at ? stored.fields : null;
  });
  const [saved, setSaved] = useState(() => ({ fields: fieldsOf(post), version: post.updated_at }));
  const [fields, setFields] = useState<PostFields>(restoredLocal ?? saved.fields);
  const [slugEdited, setSlugEdited] = useState(
    post.slug !== slugFrom(post.title, SLUG_FROM_TITLE_MAX),
  );
  const [editorKey, setEditorKey] = useState(0);
  const dirty = fields !== saved.fields;

  const change = useCallback((patch: Partial<PostFields>) => {
    setFields((was) => ({ ...was, ...patch }));
  }, []);
  const setTitle = (title: string) =>
    change(
      slugEdited ? { title } : { title, slug: slugFrom(title, SLUG_FROM_TITLE_MAX) || fields.slug },
    );
  const setSlug = (slug: string) => {
    setSlugEdited(true);
    change({ slug: slug.trim().toLowerCase() });
  };

  const { mutateAsync: savePost } = useSavePost(post.id);
  const save = useCallback(
    async (next: PostFields, expected: string) => {
      const version = await savePost({ fields: next, expected });
      setSaved({ fields: next, version });
      return version;
    },
    [savePost],
  );
  const autosave = useAutosave({
    storageKey: key,
    fields,
    version: saved.version,
    dirty,
    delayMs: AUTOSAVE_DELAY_MS,
    save,
  });

  /** A publish or an unpublish changed these fields and made this the saved version. */
  const moved = (patch: Partial<PostFields>, version: string) => {
    const next = { ...fields, ...patch };
    setFields(next);
    setSaved({ fields: next, version });
  };
  /** Starts afresh from a version of the post (a restore, someone else's save). */
  const startFrom = (version: EditablePost) => {
    const next = fieldsOf(version);
    setSaved({ fields: next, version: version.updated_at });
    setFields(next);
    forgetStoredDraft(key);
    setEditorKey((was) => was + 1);
  };
  const fetchLatest = useFetchEditablePost(post.id);
  /** Someone else's save won: load theirs (what was typed here stays on this device until then). */
  const loadTheirs = async () => {
    const theirs = await fetchLatest();
    if (theirs) startFrom(theirs);
  };
  /** Or keep these words, saved over theirs, knowingly. */
  const keepMine = async () => {
    const theirs = await fetchLatest();
    if (!theirs) return;
    setSaved((was) => ({ ...was, version: theirs.updated_at }));
    toast({ title: 'Your version will be saved over theirs' });
  };

  useEffect(() => {
    if (restoredLocal)
      toast({
        title: 'Your unsaved words are back',
        description: 'They were kept on this device; they save in a moment.',
      });
  }, [restoredLocal]);

  return {
    fields,
    version: saved.version,
    dirty,
    editorKey,
    autosave,
    change,
    setTitle,
    setSlug,
    moved,
    startFrom,
    loadTheirs,
    keepMine,
  };
}
