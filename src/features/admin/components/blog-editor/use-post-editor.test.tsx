import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EditablePost } from '@/features/posts';
import { draftKey, readDraft, writeDraft } from '@/hooks/use-form-draft';
import { editablePost } from '@/testing/posts';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { usePostEditor } from './use-post-editor';

const POST = editablePost();
const { id: _id, updated_at: _version, ...FIELDS } = POST;
const KEY = draftKey('post', POST.id);
/** The autosave's delay and a busy machine's margin. */
const SAVED = { timeout: 6_000 };

function mount(post: EditablePost = POST) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePostEditor(post), { wrapper });
}

describe('usePostEditor: the words kept on this device', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers back words typed on this version; restoring puts them in the editor', () => {
    writeDraft(KEY, { ...FIELDS, title: 'Typed before the reload' }, POST.updated_at);
    const { result } = mount();
    expect(result.current.draft.offered).toBe(true);
    expect(result.current.fields.title).toBe(POST.title);

    act(() => result.current.draft.restore());

    expect(result.current.draft.offered).toBe(false);
    expect(result.current.fields.title).toBe('Typed before the reload');
    expect(result.current.dirty).toBe(true);
    expect(result.current.editorKey).toBe(1);
  });

  it('can discard them instead', () => {
    writeDraft(KEY, { ...FIELDS, title: 'Abandoned' }, POST.updated_at);
    const { result } = mount();
    act(() => result.current.draft.discard());
    expect(result.current.draft.offered).toBe(false);
    expect(result.current.fields.title).toBe(POST.title);
    expect(readDraft(KEY)).toBeNull();
  });

  it('does not offer words typed on an older version of the post', () => {
    writeDraft(KEY, { ...FIELDS, title: 'Typed on v0' }, 'v0');
    const { result } = mount();
    expect(result.current.draft.offered).toBe(false);
  });

  it('keeps what is typed until the autosave has it, then forgets it', async () => {
    const saves: unknown[] = [];
    server.use(
      http.patch('*/rest/v1/blog_posts', async ({ request }) => {
        saves.push(await request.json());
        return HttpResponse.json([{ updated_at: 'v2' }]);
      }),
      http.post('*/rest/v1/rpc/record_post_revision', () => HttpResponse.json(null)),
    );
    const { result } = mount();

    act(() => result.current.setTitle('Garden vows, rewritten'));

    await waitFor(() =>
      expect(readDraft<typeof FIELDS>(KEY, 'v1')?.title).toBe('Garden vows, rewritten'),
    );
    await waitFor(() => expect(result.current.version).toBe('v2'), SAVED);
    expect(saves).toEqual([
      expect.objectContaining({ title: 'Garden vows, rewritten', slug: 'garden-vows-rewritten' }),
    ]);
    expect(result.current.dirty).toBe(false);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
