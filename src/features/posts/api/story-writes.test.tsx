import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { createTestQueryClient } from '@/testing/render';
import { editablePost } from '@/testing/posts';
import { server } from '@/testing/server';
import { postKeys } from '../keys';
import { PostConflictError } from '../lib/post-conflict-error';
import { useCreatePost } from './create-post';
import type { EditablePost } from './get-editable-post';
import { usePublishPost } from './publish-post';
import { useRestoreRevision } from './restore-revision';
import { useSavePost } from './save-post';
import { useUnpublishPost } from './unpublish-post';

/**
 * The editor's writes: each sends exactly its request(s) and, once the database has answered,
 * refreshes the magazine's root (`postKeys.all`) and, where the admin's counts change, the admin
 * root.
 */
interface Sent {
  method: string;
  path: string;
  params: Record<string, string>;
  body: unknown;
}

/** Answers `method path` (under /rest/v1/) with `answer`, recording every request in `sent`. */
function answer(sent: Sent[], method: 'get' | 'post' | 'patch', path: string, body: JsonBodyType) {
  server.use(
    http[method](`*/rest/v1/${path}`, async ({ request }) => {
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        path: url.pathname.replace('/rest/v1/', ''),
        params: Object.fromEntries(url.searchParams),
        body: request.method === 'GET' ? null : await request.json(),
      });
      return HttpResponse.json(body);
    }),
  );
}

/** The conditional update every story write sends: `body` on the version it holds. */
const patchOn = (expected: string, body: unknown): Sent => ({
  method: 'PATCH',
  path: 'blog_posts',
  params: { id: 'eq.p1', updated_at: `eq.${expected}`, select: 'updated_at' },
  body,
});

/** The revision a save or a publish asks the database to keep. */
const revision = (reason: string): Sent => ({
  method: 'POST',
  path: 'rpc/record_post_revision',
  params: {},
  body: { post_id: 'p1', reason },
});

/** Mounts a write's hook in a fresh client whose invalidations are recorded. */
function mount<T>(useWrite: () => T) {
  const queryClient = createTestQueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useWrite, { wrapper });
  const roots = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, queryClient, roots };
}

const { id: _id, updated_at: _version, ...FIELDS } = editablePost();

describe('useSavePost', () => {
  it('writes the fields on the version it holds, keeps an autosave revision, refreshes posts', async () => {
    const sent: Sent[] = [];
    answer(sent, 'patch', 'blog_posts', [{ updated_at: 'v2' }]);
    answer(sent, 'post', 'rpc/record_post_revision', null);
    const { result, queryClient, roots } = mount(() => useSavePost('p1'));

    await expect(result.current.mutateAsync({ fields: FIELDS, expected: 'v1' })).resolves.toBe(
      'v2',
    );

    expect(sent).toEqual([patchOn('v1', FIELDS), revision('autosave')]);
    expect(queryClient.getQueryData(postKeys.edit('p1'))).toEqual({
      ...FIELDS,
      id: 'p1',
      updated_at: 'v2',
    });
    expect(roots()).toEqual([postKeys.all]);
  });

  it('rejects with a conflict when someone else saved first, and refreshes nothing', async () => {
    const sent: Sent[] = [];
    answer(sent, 'patch', 'blog_posts', []);
    const { result, roots } = mount(() => useSavePost('p1'));

    await expect(
      result.current.mutateAsync({ fields: FIELDS, expected: 'v1' }),
    ).rejects.toBeInstanceOf(PostConflictError);
    expect(sent).toHaveLength(1);
    expect(roots()).toEqual([]);
  });
});

describe('usePublishPost', () => {
  it('publishes now on the version it holds, keeps a publish revision, refreshes posts and admin', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T09:00:00Z') });
    const sent: Sent[] = [];
    answer(sent, 'patch', 'blog_posts', [{ updated_at: 'v3' }]);
    answer(sent, 'post', 'rpc/record_post_revision', null);
    const { result, roots } = mount(() => usePublishPost('p1'));

    const published = await result.current.mutateAsync({ expected: 'v2' });
    vi.useRealTimers();

    const patch = { status: 'published', published_at: '2026-11-26T09:00:00.000Z' };
    expect(published).toEqual({ patch, version: 'v3' });
    expect(sent).toEqual([patchOn('v2', patch), revision('publish')]);
    expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
  });

  it('schedules: published with the chosen time', async () => {
    const sent: Sent[] = [];
    answer(sent, 'patch', 'blog_posts', [{ updated_at: 'v3' }]);
    answer(sent, 'post', 'rpc/record_post_revision', null);
    const { result } = mount(() => usePublishPost('p1'));

    await result.current.mutateAsync({ expected: 'v2', at: new Date('2027-01-02T10:00:00Z') });

    expect(sent[0]!.body).toEqual({
      status: 'published',
      published_at: '2027-01-02T10:00:00.000Z',
    });
  });
});

describe('useUnpublishPost', () => {
  it.each(['draft', 'archived'] as const)(
    'moves the story to %s on the version it holds, refreshes posts and admin',
    async (to) => {
      const sent: Sent[] = [];
      answer(sent, 'patch', 'blog_posts', [{ updated_at: 'v4' }]);
      const { result, roots } = mount(() => useUnpublishPost('p1'));

      await expect(result.current.mutateAsync({ to, expected: 'v3' })).resolves.toEqual({
        patch: { status: to },
        version: 'v4',
      });

      expect(sent).toEqual([patchOn('v3', { status: to })]);
      expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
    },
  );
});

describe('useRestoreRevision', () => {
  it('restores the revision, reads the post back as the editor’s copy, refreshes posts and admin', async () => {
    const restored: EditablePost = { ...FIELDS, id: 'p1', updated_at: 'v5' };
    const sent: Sent[] = [];
    answer(sent, 'post', 'rpc/restore_post_revision', null);
    answer(sent, 'get', 'blog_posts', [restored]);
    const { result, queryClient, roots } = mount(() => useRestoreRevision('p1'));

    await expect(result.current.mutateAsync(7)).resolves.toEqual(restored);

    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'rpc/restore_post_revision', body: { revision_id: 7 } },
      { method: 'GET', path: 'blog_posts', body: null },
    ]);
    expect(sent[1]!.params.id).toBe('eq.p1');
    expect(queryClient.getQueryData(postKeys.edit('p1'))).toEqual(restored);
    expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
  });
});

describe('useCreatePost', () => {
  it('makes the title’s web address unique, creates a draft, refreshes posts and admin', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 36 ** 4 });
    const sent: Sent[] = [];
    answer(sent, 'get', 'blog_posts', [{ id: 'other' }]);
    answer(sent, 'post', 'blog_posts', { id: 'p9' });
    const { result, roots } = mount(() => useCreatePost());

    const id = await result.current.mutateAsync('Garden Vows & Lights');
    vi.useRealTimers();

    expect(id).toBe('p9');
    expect(sent).toEqual([
      {
        method: 'GET',
        path: 'blog_posts',
        params: { select: 'id', slug: 'eq.garden-vows-and-lights', limit: '1' },
        body: null,
      },
      {
        method: 'POST',
        path: 'blog_posts',
        params: { select: 'id' },
        body: {
          title: 'Garden Vows & Lights',
          slug: 'garden-vows-and-lights-10000',
          status: 'draft',
        },
      },
    ]);
    expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
  });
});
