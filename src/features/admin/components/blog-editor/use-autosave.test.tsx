import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostConflictError } from '@/features/posts';
import { useAutosave } from './use-autosave';

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const mount = (save: (fields: { title: string }, expected: string) => Promise<string>) =>
    renderHook(
      ({ fields, dirty }: { fields: { title: string }; dirty: boolean }) =>
        useAutosave({ fields, version: 'v1', dirty, delayMs: 1000, save }),
      { initialProps: { fields: { title: 'First' }, dirty: false } },
    );

  it('saves the words on the version it holds once typing stops', async () => {
    const save = vi.fn(async () => 'v2');
    const { result, rerender } = mount(save);
    rerender({ fields: { title: 'Second' }, dirty: true });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledWith({ title: 'Second' }, 'v1');
    expect(result.current.state.kind).toBe('saved');
  });

  it('says so when someone else saved first', async () => {
    const save = vi.fn(async () => {
      throw new PostConflictError();
    });
    const { result, rerender } = mount(save);
    rerender({ fields: { title: 'Mine' }, dirty: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.kind).toBe('conflict');
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

  it('a save asked for while one is on its way is made on the version that one makes', async () => {
    // The Update button's flush comes while the autosave is on the wire, and the editor has not
    // yet drawn that save's result (still 'v1'): a save on 'v1' would be refused as someone
    // else's, and the story's Update with it.
    let answer: (version: string) => void = () => {};
    const save = vi
      .fn<(fields: { title: string }, expected: string) => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce('v3');
    const { result, rerender } = mount(save);
    rerender({ fields: { title: 'Second' }, dirty: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledTimes(1);
    rerender({ fields: { title: 'Third' }, dirty: true });
    let flushed: Promise<string> = Promise.resolve('');
    act(() => {
      flushed = result.current.flush();
    });
    // The timer's save of the same words waits in line too: only two saves in all.
    await act(async () => {
      answer('v2');
      await vi.advanceTimersByTimeAsync(1000);
    });
    await expect(flushed).resolves.toBe('v3');
    expect(save.mock.calls).toEqual([
      [{ title: 'Second' }, 'v1'],
      [{ title: 'Third' }, 'v2'],
    ]);
    expect(result.current.state.kind).toBe('saved');
  });
});
