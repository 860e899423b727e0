import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import {
  answer,
  FIELDS,
  LIVE,
  mount,
  patchOn,
  revision,
  rpc,
  type Sent,
} from '@/testing/story-writes';
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
      live: FIELDS,
    });
    expect(roots()).toEqual([postKeys.all]);
  });
});

describe('usePublishPost', () => {
  it('publishes now on the version it holds (the database dates it and keeps one revision), refreshes posts and admin', async () => {
    const sent: Sent[] = [];
    const at = '2026-11-26T09:00:00+00:00';
    answer(sent, 'post', 'rpc/set_post_status', { updated_at: 'v3', published_at: at });
    const { result, roots } = mount(() => usePublishPost('p1'));

    const published = await result.current.mutateAsync({ expected: 'v2' });

    expect(published).toEqual({
      patch: { status: 'published', published_at: at },
      version: 'v3',
    });
    expect(sent).toEqual([
      rpc('set_post_status', { post_id: 'p1', status: 'published', expected: 'v2' }),
    ]);
    expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
  });

  it('schedules: published with the chosen time', async () => {
    const sent: Sent[] = [];
    const at = '2027-01-02T10:00:00.000Z';
    answer(sent, 'post', 'rpc/set_post_status', { updated_at: 'v3', published_at: at });
    const { result } = mount(() => usePublishPost('p1'));

    await result.current.mutateAsync({ expected: 'v2', at: new Date(at) });

    expect(sent).toEqual([
      rpc('set_post_status', { post_id: 'p1', status: 'published', expected: 'v2', at }),
    ]);
  });

  it('rejects with a conflict when the database answers no version', async () => {
    answer([], 'post', 'rpc/set_post_status', { updated_at: null, published_at: null });
    const { result, roots } = mount(() => usePublishPost('p1'));

    await expect(result.current.mutateAsync({ expected: 'v2' })).rejects.toBeInstanceOf(
      PostConflictError,
    );
    expect(roots()).toEqual([]);
  });
});

describe('useUnpublishPost', () => {
  it.each(['draft', 'archived'] as const)(
    'moves the story to %s on the version it holds, refreshes posts and admin',
    async (to) => {
      const sent: Sent[] = [];
      answer(sent, 'post', 'rpc/set_post_status', { updated_at: 'v4', published_at: null });
      const { result, roots } = mount(() => useUnpublishPost('p1'));

      await expect(result.current.mutateAsync({ to, expected: 'v3' })).resolves.toEqual({
        patch: { status: to },
        version: 'v4',
      });

      expect(sent).toEqual([rpc('set_post_status', { post_id: 'p1', status: to, expected: 'v3' })]);
      expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
    },
  );
});

describe('useRestoreRevision', () => {
  it('restores the revision, reads the post back as the editor’s copy (waiting changes over the live version), refreshes posts and admin', async () => {
    const sent: Sent[] = [];
    answer(sent, 'post', 'rpc/restore_post_revision', null);
    answer(sent, 'get', 'blog_posts', [
      {
        ...LIVE,
        id: 'p1',
        updated_at: 'v4',
        waiting: { changes: { title: 'An older title' }, updated_at: 'v5' },
      },
    ]);
    const restored: EditablePost = {
      ...LIVE,
      title: 'An older title',
      id: 'p1',
      updated_at: 'v5',
      live: LIVE,
    };
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
  it('numbers a repeated title’s web address, creates a draft, refreshes posts and admin', async () => {
    const sent: Sent[] = [];
    answer(sent, 'get', 'blog_posts', [
      { slug: 'garden-vows-and-lights' },
      { slug: 'garden-vows-and-lights-2' },
      { slug: 'garden-vows-and-lights-at-dusk' },
    ]);
    answer(sent, 'post', 'blog_posts', { id: 'p9' });
    const { result, roots } = mount(() => useCreatePost());

    const id = await result.current.mutateAsync('Garden Vows & Lights');

    expect(id).toBe('p9');
    expect(sent).toEqual([
      {
        method: 'GET',
        path: 'blog_posts',
        params: { select: 'slug', slug: 'like.garden-vows-and-lights%', limit: '1000' },
        body: null,
      },
      {
        method: 'POST',
        path: 'blog_posts',
        params: { select: 'id' },
        body: {
          title: 'Garden Vows & Lights',
          slug: 'garden-vows-and-lights-3',
          status: 'draft',
        },
      },
    ]);
    expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
  });
});
