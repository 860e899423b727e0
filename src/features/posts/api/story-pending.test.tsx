import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { answer, FIELDS, LIVE, mount, revision, rpc, type Sent } from '@/testing/story-writes';
import { postKeys } from '../keys';
import { PostConflictError } from '../lib/post-conflict-error';
import { useDiscardPostChanges } from './discard-post-changes';
import type { EditablePost } from './get-editable-post';
import { useSavePost } from './save-post';
import { useUpdatePost } from './update-post';

/**
 * A published story's writes (#28): its saves wait beside it as changes, "Update" swaps them in,
 * "Discard changes" drops them; each sends exactly its request(s) and refreshes the magazine.
 */
describe('useSavePost on a published story', () => {
  it('saves a published story’s fields as waiting changes, never onto the live row', async () => {
    const sent: Sent[] = [];
    answer(sent, 'post', 'rpc/save_post_changes', { updated_at: 'v2' });
    answer(sent, 'post', 'rpc/record_post_revision', null);
    const { result, queryClient } = mount(() => useSavePost('p1'));
    queryClient.setQueryData(postKeys.edit('p1'), {
      ...LIVE,
      id: 'p1',
      updated_at: 'v1',
      live: LIVE,
    });
    const typed = { ...LIVE, title: 'Garden vows, retold' };

    await expect(result.current.mutateAsync({ fields: typed, expected: 'v1' })).resolves.toBe('v2');

    expect(sent).toEqual([
      rpc('save_post_changes', { post_id: 'p1', changes: typed, expected: 'v1' }),
      revision('autosave'),
    ]);
    // The editor's copy holds the typed words; what readers have stays the live version.
    expect(queryClient.getQueryData(postKeys.edit('p1'))).toEqual({
      ...typed,
      id: 'p1',
      updated_at: 'v2',
      live: LIVE,
    });
  });

  it('rejects a published story’s save with a conflict when the database answers no version', async () => {
    const sent: Sent[] = [];
    answer(sent, 'post', 'rpc/save_post_changes', { updated_at: null });
    const { result, roots } = mount(() => useSavePost('p1'));

    await expect(
      result.current.mutateAsync({ fields: LIVE, expected: 'v1' }),
    ).rejects.toBeInstanceOf(PostConflictError);
    expect(sent).toHaveLength(1);
    expect(roots()).toEqual([]);
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

describe('useUpdatePost', () => {
  it('swaps the waiting changes in on the version it holds, refreshes posts and admin', async () => {
    const sent: Sent[] = [];
    answer(sent, 'post', 'rpc/apply_post_changes', { updated_at: 'v6' });
    const { result, roots } = mount(() => useUpdatePost('p1'));

    await expect(result.current.mutateAsync('v5')).resolves.toBe('v6');

    expect(sent).toEqual([rpc('apply_post_changes', { post_id: 'p1', expected: 'v5' })]);
    expect(roots()).toEqual([postKeys.all, ADMIN_ROOT_KEY]);
  });

  it('rejects with a conflict when someone else saved first', async () => {
    answer([], 'post', 'rpc/apply_post_changes', { updated_at: null });
    const { result, roots } = mount(() => useUpdatePost('p1'));

    await expect(result.current.mutateAsync('v5')).rejects.toBeInstanceOf(PostConflictError);
    expect(roots()).toEqual([]);
  });
});

describe('useDiscardPostChanges', () => {
  it('drops the waiting changes, reads the live version back as the editor’s copy, refreshes posts', async () => {
    const { content_blocks: _blocks, ...row } = LIVE;
    const stored = { ...row, content_blocks: LIVE.content_blocks, id: 'p1', updated_at: 'v5' };
    const sent: Sent[] = [];
    answer(sent, 'delete', 'post_changes', null);
    answer(sent, 'get', 'blog_posts', [{ ...stored, waiting: null }]);
    const { result, queryClient, roots } = mount(() => useDiscardPostChanges('p1'));

    const live: EditablePost = { ...stored, live: LIVE };
    await expect(result.current.mutateAsync()).resolves.toEqual(live);

    expect(
      sent.map(({ method, path, params }) => ({ method, path, id: params.id ?? params.post_id })),
    ).toEqual([
      { method: 'DELETE', path: 'post_changes', id: 'eq.p1' },
      { method: 'GET', path: 'blog_posts', id: 'eq.p1' },
    ]);
    expect(queryClient.getQueryData(postKeys.edit('p1'))).toEqual(live);
    expect(roots()).toEqual([postKeys.all]);
  });
});
