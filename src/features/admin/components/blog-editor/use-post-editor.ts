import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { AUTOSAVE_DELAY_MS } from '@/config/admin';
import {
  useFetchEditablePost,
  useSavePost,
  type EditablePost,
  type PostFields,
} from '@/features/posts';
import { draftKey, useDraft } from '@/hooks/use-form-draft';
import { slugFrom } from '@/lib/slug';
import { useAutosave } from './use-autosave';

/** The longest web address a title suggests. */
const SLUG_FROM_TITLE_MAX = 180;

/** The editable fields of a loaded post (everything but its id, version and live version). */
function fieldsOf(post: EditablePost): PostFields {
  const { id: _id, updated_at: _version, live: _live, ...fields } = post;
  return fields;
}

/**
 * The editor's words and where they stand against the database: the fields as typed, the last
 * saved fields and their version (`dirty` while they differ), the autosave (useSavePost), the
 * words kept on this device until the server has them (useDraft: after a reload, a crash or a
 * lost connection they are offered back, `draft`), and the ways the saved version moves: a
 * publish, an unpublish or an Update (`moved`), a restored revision or someone else's save loaded
 * (`startFrom`), or their save knowingly overwritten (`keepMine`). `editorKey` changes when the
 * words are replaced, so the block editor starts afresh from them.
 */
export function usePostEditor(post: EditablePost) {
  const [saved, setSaved] = useState(() => ({ fields: fieldsOf(post), version: post.updated_at }));
  // What readers have: a published story's saves wait beside it until Update.
  const [live, setLive] = useState<PostFields>(post.live);
  const [fields, setFields] = useState<PostFields>(saved.fields);
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
    fields,
    version: saved.version,
    dirty,
    delayMs: AUTOSAVE_DELAY_MS,
    save,
  });

  // What was typed here and not saved (a reload, a crash, no network) is offered back; words
  // typed on an older version than the post's are not.
  const local = useDraft({
    storageKey: draftKey('post', post.id),
    value: fields,
    dirty,
    version: saved.version,
  });
  const draft = {
    offered: local.offered !== null,
    restore: () => {
      const words = local.restore();
      if (!words) return;
      setFields(words);
      setEditorKey((was) => was + 1);
    },
    discard: local.discard,
  };

  /**
   * A publish, an unpublish or an Update changed these fields and made this the saved version;
   * what the editor holds is what readers have (or will have, once a schedule comes) now.
   */
  const moved = (patch: Partial<PostFields>, version: string) => {
    const next = { ...fields, ...patch };
    setFields(next);
    setSaved({ fields: next, version });
    setLive(next);
  };
  /** Starts afresh from a version of the post (a restore, a discard, someone else's save). */
  const startFrom = (version: EditablePost) => {
    const next = fieldsOf(version);
    setSaved({ fields: next, version: version.updated_at });
    setFields(next);
    setLive(version.live);
    local.clear();
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

  return {
    fields,
    live,
    version: saved.version,
    dirty,
    editorKey,
    autosave,
    draft,
    change,
    setTitle,
    setSlug,
    moved,
    startFrom,
    loadTheirs,
    keepMine,
  };
}
