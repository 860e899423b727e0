import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostConflictError } from '@/features/posts';
import { readStoredDraft, useAutosave } from './use-autosave';

const KEY = 'perfete:post-draft:test';

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  const mount = (save: (fields: { title: string }, expected: string) => Promise<string>) =>
    renderHook(
      ({ fields, dirty }: { fields: { title: string }; dirty: boolean }) =>
        useAutosave({ storageKey: KEY, fields, version: 'v1', dirty, delayMs: 1000, save }),
      { initialProps: { fields: { title: 'First' }, dirty: false } },
    );

  it('keeps the words on this device at once and saves them once typing stops', async () => {
    const save = vi.fn(async () => 'v2');
    const { result, rerender } = mount(save);
    rerender({ fields: { title: 'Second' }, dirty: true });
    expect(readStoredDraft(KEY)).toEqual({ version: 'v1', fields: { title: 'Second' } });
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledWith({ title: 'Second' }, 'v1');
    expect(result.current.state.kind).toBe('saved');
    expect(readStoredDraft(KEY)).toBeNull();
  });

  it('says so when someone else saved first, and keeps the words', async () => {
    const save = vi.fn(async () => {
      throw new PostConflictError();
    });
    const { result, rerender } = mount(save);
    rerender({ fields: { title: 'Mine' }, dirty: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.kind).toBe('conflict');
    expect(readStoredDraft(KEY)?.fields).toEqual({ title: 'Mine' });
  });

  it('is offline when the network fails, and tries again when it is back', async () => {
    const save = vi
      .fn<(fields: { title: string }, expected: string) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('v2');
    const { result, rerender } = mount(save);
    rerender({ fields: { title: 'On a train' }, dirty: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.kind).toBe('offline');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.state.kind).toBe('saved');
  });
});
