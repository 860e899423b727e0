import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { DraftPrompt } from '@/components/form';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { postPath } from '@/config/paths';
import { BlockEditor } from '@/features/post-editor';
import {
  getEditablePostQueryOptions,
  parseBlocks,
  uploadPostImage,
  type ContentBlock,
  type EditablePost,
} from '@/features/posts';
import { ConflictNotice } from './conflict-notice';
import { OtherEditors, TheirSaveNotice } from './live-editors';
import { TITLE_MAX } from './limits';
import { NewPost } from './new-post';
import { PostSettings } from './post-settings';
import { PublishPanel } from './publish-panel';
import { PreviewLinksPanel } from './preview-links-panel';
import { RevisionsPanel } from './revisions-panel';
import { SaveStatus } from './save-status';
import { UpdateChanges } from './update-changes';
import { usePostEditor } from './use-post-editor';
import { useLiveStory } from './use-live-story';
import { useSlugError } from './use-slug-error';

/**
 * /admin/blog/{id}: the blog editor. /admin/blog (no id) asks for a title and creates a draft.
 */
export function BlogEditor({ id }: { id?: string }) {
  if (!id) return <NewPost />;
  return <ExistingPost id={id} />;
}

function ExistingPost({ id }: { id: string }) {
  const post = useQuery(getEditablePostQueryOptions(id));
  if (post.isPending) return <Spinner label="Opening the post…" className="py-16" />;
  if (post.isError) return <LoadError what="this post" onRetry={() => void post.refetch()} />;
  if (!post.data) return <p className="text-ink-700">No post has this address.</p>;
  return <Editor key={post.data.id} post={post.data} />;
}

/** The words on the left (title and blocks), the publishing, settings and revisions beside them. */
function Editor({ post }: { post: EditablePost }) {
  const editor = usePostEditor(post);
  const { fields, autosave, dirty, change } = editor;
  const titleId = useId();
  const blocks = useMemo(() => parseBlocks(fields.content_blocks), [editor.editorKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const slugError = useSlugError(fields.slug, post.id);
  const live = useLiveStory(post.id, editor.version);

  // The editor has already resized the picture (or kept a file it cannot decode as it is).
  const uploadImage = useCallback(
    (file: File, onProgress: (fraction: number) => void) =>
      uploadPostImage(file, file.type.split('/')[1] ?? 'jpg', onProgress),
    [],
  );
  const setBlocks = useCallback(
    (next: ContentBlock[]) => change({ content_blocks: next }),
    [change],
  );

  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-8">
        <SaveStatus state={autosave.state} dirty={dirty} />
        <OtherEditors others={live.others} />
        {live.news && autosave.state.kind !== 'saving' && autosave.state.kind !== 'conflict' ? (
          <TheirSaveNotice
            news={live.news}
            onReload={() => void editor.loadTheirs()}
            onDismiss={live.dismiss}
          />
        ) : null}
        {autosave.state.kind === 'conflict' ? (
          <ConflictNotice
            onLoadTheirs={() => void editor.loadTheirs()}
            onKeepMine={() => void editor.keepMine()}
          />
        ) : null}
        {editor.draft.offered ? (
          <DraftPrompt onRestore={editor.draft.restore} onDiscard={editor.draft.discard} />
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
            onChange={(event) => editor.setTitle(event.target.value.replace(/\n/g, ' '))}
            className="w-full resize-none border-b border-ink-300 bg-transparent font-display text-display-md leading-tight text-ink focus-visible:border-ink"
          />
        </div>
        <BlockEditor
          key={editor.editorKey}
          value={blocks}
          label="The story"
          uploadImage={uploadImage}
          onChange={setBlocks}
        />
      </div>
      <aside aria-label="Post settings" className="space-y-10">
        <PublishPanel
          post={{ ...fields, id: post.id, updated_at: editor.version }}
          blocks={fields.content_blocks}
          slugError={slugError}
          flush={autosave.flush}
          onMoved={editor.moved}
          previewHref={postPath(fields.slug)}
        />
        <UpdateChanges
          postId={post.id}
          live={editor.live}
          fields={fields}
          flush={autosave.flush}
          onUpdated={(version) => editor.moved({}, version)}
          onDiscarded={editor.startFrom}
        />
        <PreviewLinksPanel postId={post.id} />
        <PostSettings
          fields={fields}
          onChange={change}
          slugError={slugError}
          onSlug={editor.setSlug}
        />
        <section aria-labelledby="revisions-heading" className="space-y-3">
          <h2 id="revisions-heading" className="font-display text-2xl text-ink">
            Revisions
          </h2>
          <RevisionsPanel
            postId={post.id}
            published={fields.status === 'published'}
            beforeRestore={() => (dirty ? autosave.flush() : Promise.resolve())}
            onRestored={editor.startFrom}
          />
        </section>
      </aside>
    </div>
  );
}
