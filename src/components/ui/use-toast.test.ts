import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/site';
import { clearToasts, dismiss, toast, useToasts } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast store', () => {
  it('keeps at most 5 toasts, newest first', () => {
    const { result } = renderHook(() => useToasts());

    act(() => {
      for (let index = 1; index <= 7; index += 1) toast({ title: `Toast ${index}` });
    });

    expect(TOAST_LIMIT).toBe(5);
    expect(result.current.map((item) => item.title)).toEqual([
      'Toast 7',
      'Toast 6',
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ]);
    expect(result.current.every((item) => item.open)).toBe(true);
  });

  it('closes a dismissed toast at once and removes it after 1000 ms', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      toast({ title: 'Kept' });
      id = toast({ title: 'Dismissed', variant: 'destructive' }).id;
    });

    act(() => dismiss(id));
    expect(result.current.find((item) => item.id === id)).toMatchObject({ open: false });

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.map((item) => item.title)).toEqual(['Dismissed', 'Kept']);

    act(() => vi.advanceTimersByTime(1));
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000);
    expect(result.current.map((item) => item.title)).toEqual(['Kept']);
  });

  it('dismisses every toast when no id is given', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'One' });
      toast({ title: 'Two' });
    });

    act(() => dismiss());
    expect(result.current.every((item) => !item.open)).toBe(true);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current).toEqual([]);
  });

  it('returns a handle that dismisses its own toast', () => {
    const { result } = renderHook(() => useToasts());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Mine', description: 'Details' });
      toast({ title: 'Other' });
    });

    act(() => handle?.dismiss());

    expect(result.current.map(({ title, open }) => [title, open])).toEqual([
      ['Other', true],
      ['Mine', false],
    ]);
  });
});
