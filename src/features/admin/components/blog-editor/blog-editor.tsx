import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONTROL_CLASS, FormField } from '@/components/form';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { adminBlogPath, postPath } from '@/config/paths';
import { AUTOSAVE_DELAY_MS } from '@/config/admin';
import { BlockEditor } from '@/features/post-editor';
import {
  createPost,
  editKeys,
  fetchEditablePost,
  getEditablePostQueryOptions,
  isSlugFree,
  parseBlocks,
  postKeys,
  recordRevision,
  savePost,
  uploadPostImage,
  type ContentBlock,
  type EditablePost,
  type PostFields,
} from '@/features/posts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { slugFrom } from '@/lib/slug';
import type { Json } from '@/types/database';
import { PostSettings } from './post-settings';
import { PublishPanel } from './publish-panel';
import { RevisionsPanel } from './revisions-panel';
import { forgetStoredDraft, readStoredDraft, useAutosave, type SaveState } from './use-autosave';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TITLE_MAX = 300;
const SLUG_CHECK_DELAY_MS = 400;
const storageKey = (id: string) => `perfete:post-draft:${id}`;
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The editable fields of a loaded post (everything but its id and version). */
function fieldsOf(post: EditablePost): PostFields {
  const { id: _id, updated_at: _version, ...fields } = post;
  return fields;
}

/**
 * /admin/blog/{id}: the blog editor. /admin/blog (no id) asks for a title and creates a draft.
 */
export function BlogEditor({ id }: { id?: string }) {
  if (!id) return <NewPost />;
  return <ExistingPost id={id} />;
}

function NewPost() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return setError('Please give the story a title.');
    setBusy(true);
    try {
      const base = slugFrom(trimmed, 180) || 'story';
      const slug = (await isSlugFree(base, null)) ? base : `${base}-${Date.now().toString(36)}`;
      const id = await createPost({ title: trimmed, slug });
      navigate(adminBlogPath(id), { replace: true });
    } catch (failure) {
      setError(`The draft was not created: ${(failure as Error).message}`);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-measure space-y-6">
      <FormField label="Title" error={error} count={{ length: title.length, max: TITLE_MAX }}>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            className={`${CONTROL_CLASS} font-display text-2xl`}
          />
        )}
      </FormField>
      <Button type="submit" variant="solid" disabled={busy}>
        {busy ? 'Creating…' : 'Start writing'}
      </Button>
    </form>
  );
}

function ExistingPost({ id }: { id: string }) {
  const post = useQuery(getEditablePostQueryOptions(id));
  if (post.isPending) return <Spinner label="Opening the post…" className="py-16" />;
  if (post.isError) return <LoadError what="this post" onRetry={() => void post.refetch()} />;
  if (!post.data) return <p className="text-ink-700">No post has this address.</p>;
  return <Editor key={post.data.id} post={post.data} />;
}

function Editor({ post }: { post: EditablePost }) {
  const queryClient = useQueryClient();
  const key = storageKey(post.id);
  // What was typed on this device and not saved (a reload, a crash, no network) comes back.
  const [restoredLocal] = useState(() => {
    const stored = readStoredDraft<PostFields>(key);
    return stored && stored.version === post.updated_at ? stored.fields : null;
  });
  const [saved, setSaved] = useState(() => ({ fields: fieldsOf(post), version: post.updated_at }));
  const [fields, setFields] = useState<PostFields>(restoredLocal ?? saved.fields);
  const [slugEdited, setSlugEdited] = useState(post.slug !== slugFrom(post.title, 180));
  const [editorKey, setEditorKey] = useState(0);
  const titleId = useId();
  const blocks = useMemo(() => parseBlocks(fields.content_blocks), [editorKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const dirty = fields !== saved.fields;

  const change = useCallback((patch: Partial<PostFields>) => {
    setFields((was) => ({ ...was, ...patch }));
  }, []);
  const save = useCallback(
    async (next: PostFields, expected: string) => {
      const version = await savePost(post.id, next, expected);
      setSaved({ fields: next, version });
      queryClient.setQueryData(editKeys.post(post.id), {
        ...next,
        id: post.id,
        updated_at: version,
      });
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      // The database keeps at most one autosave revision every few minutes.
      void recordRevision(post.id, 'autosave').catch(() => undefined);
      return version;
    },
    [post.id, queryClient],
  );
  const autosave = useAutosave({
    storageKey: key,
    fields,
    version: saved.version,
    dirty,
    delayMs: AUTOSAVE_DELAY_MS,
    save,
  });

  // The web address must be free; the database refuses a taken one anyway.
  const slug = useDebouncedValue(fields.slug, SLUG_CHECK_DELAY_MS);
  const slugFree = useQuery({
    queryKey: editKeys.slug(slug, post.id),
    queryFn: () => isSlugFree(slug, post.id),
    enabled: SLUG_PATTERN.test(slug),
  });
  const slugError = !SLUG_PATTERN.test(fields.slug)
    ? 'Lowercase letters, digits and single hyphens only.'
    : slugFree.data === false
      ? 'Another post has this address.'
      : undefined;

  const setTitle = (title: string) =>
    change(slugEdited ? { title } : { title, slug: slugFrom(title, 180) || fields.slug });

  // The editor has already resized the picture (or kept a file it cannot decode as it is).
  const uploadImage = useCallback(
    (file: File, onProgress: (fraction: number) => void) =>
      uploadPostImage(file, file.type.split('/')[1] ?? 'jpg', onProgress),
    [],
  );

  /** Starts the editor afresh from a version of the post (a restore, someone else's save). */
  const startFrom = (version: EditablePost) => {
    const next = fieldsOf(version);
    setSaved({ fields: next, version: version.updated_at });
    setFields(next);
    forgetStoredDraft(key);
    queryClient.setQueryData(editKeys.post(post.id), version);
    setEditorKey((was) => was + 1);
  };
  /** Someone else's save won: load theirs (what was typed here stays on this device until then). */
  const loadTheirs = async () => {
    const theirs = await fetchEditablePost(post.id);
    if (theirs) startFrom(theirs);
  };
  /** Or keep these words, saved over theirs, knowingly. */
  const keepMine = async () => {
    const theirs = await fetchEditablePost(post.id);
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

  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-8">
        <SaveStatus state={autosave.state} dirty={dirty} />
        {autosave.state.kind === 'conflict' ? (
          <div role="alert" className="space-y-3 border border-red-700 bg-ivory-50 p-4">
            <p className="text-ink">
              Someone else saved this post since you opened it. Nothing of theirs was overwritten;
              your words are kept on this device.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="solid" onClick={() => void loadTheirs()}>
                Load their version
              </Button>
              <Button size="sm" onClick={() => void keepMine()}>
                Save mine over theirs
              </Button>
            </div>
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <label htmlFor={titleId} className="text-xs font-medium tracking-label uppercase">
            Title
          </label>
          <textarea
            id={titleId}
            value={fields.title}
            maxLength={TITLE_MAX}
            rows={2}
            onChange={(event) => setTitle(event.target.value.replace(/\n/g, ' '))}
            className="w-full resize-none border-b border-ink-300 bg-transparent font-display text-display-md leading-tight text-ink focus-visible:border-ink"
          />
        </div>
        <BlockEditor
          key={editorKey}
          value={blocks}
          label="The story"
          uploadImage={uploadImage}
          onChange={(next: ContentBlock[]) => change({ content_blocks: next as unknown as Json })}
        />
      </div>
      <aside aria-label="Post settings" className="space-y-10">
        <PublishPanel
          post={{ ...fields, id: post.id, updated_at: saved.version }}
          blocks={fields.content_blocks}
          slugError={slugError}
          flush={autosave.flush}
          onPublished={(patch, version) => {
            const next = { ...fields, ...patch };
            setFields(next);
            setSaved({ fields: next, version });
            void queryClient.invalidateQueries({ queryKey: postKeys.all });
            void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY });
          }}
          previewHref={postPath(fields.slug)}
        />
        <PostSettings
          fields={fields}
          onChange={change}
          slugError={slugError}
          onSlug={(next) => {
            setSlugEdited(true);
            change({ slug: next.trim().toLowerCase() });
          }}
        />
        <section aria-labelledby="revisions-heading" className="space-y-3">
          <h2 id="revisions-heading" className="font-display text-2xl text-ink">
            Revisions
          </h2>
          <RevisionsPanel
            postId={post.id}
            beforeRestore={() => (dirty ? autosave.flush() : Promise.resolve())}
            onRestored={startFrom}
          />
        </section>
      </aside>
    </div>
  );
}

function SaveStatus({ state, dirty }: { state: SaveState; dirty: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="text-sm text-ink-700"
      data-save-state={state.kind}
    >
      {saveWords(state, dirty)}
    </p>
  );
}

/** The save state in words, always beside the title. */
function saveWords(state: SaveState, dirty: boolean): string {
  switch (state.kind) {
    case 'saving':
      return 'Saving…';
    case 'offline':
      return 'Offline: kept on this device';
    case 'conflict':
      return 'Not saved: someone else saved this post';
    case 'error':
      return `Not saved: ${state.message}`;
    case 'saved':
      if (dirty) return 'Unsaved changes';
      return state.at ? `Saved at ${TIME.format(state.at)}` : 'Saved';
  }
}
