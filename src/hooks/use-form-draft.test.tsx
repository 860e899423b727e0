import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEEP_DAYS, DRAFT_SAVE_DELAY_MS } from '@/config/site';
import {
  draftKey,
  readDraft,
  sweepDrafts,
  useDraft,
  useFormDraft,
  writeDraft,
} from './use-form-draft';

const KEY = draftKey('test', 'one');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('draftKey', () => {
  it('spells every key perfete:draft:<form>:<id>', () => {
    expect(draftKey('contact')).toBe('perfete:draft:contact:new');
    expect(draftKey('listing', 'abc')).toBe('perfete:draft:listing:abc');
  });
});

describe('readDraft', () => {
  it('gives back what was written', () => {
    writeDraft(KEY, { title: 'Hello' });
    expect(readDraft(KEY)).toEqual({ title: 'Hello' });
  });

  it('deletes an unreadable entry instead of offering it', () => {
    window.localStorage.setItem(KEY, '{not json');
    expect(readDraft(KEY)).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify({ title: 'no envelope' }));
    expect(readDraft(KEY)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('deletes a draft older than the keep period', () => {
    writeDraft(KEY, 'old words');
    const later = Date.now() + (DRAFT_KEEP_DAYS + 1) * DAY_MS;
    expect(readDraft(KEY, undefined, later)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('deletes a draft typed on another version of the item', () => {
    writeDraft(KEY, 'words', 'v1');
    expect(readDraft(KEY, 'v1')).toBe('words');
    expect(readDraft(KEY, 'v2')).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

describe('sweepDrafts', () => {
  it('removes stale and corrupt drafts and leaves fresh ones and other keys', () => {
    writeDraft(draftKey('a'), 'fresh');
    window.localStorage.setItem(
      draftKey('b'),
      JSON.stringify({ savedAt: Date.now() - (DRAFT_KEEP_DAYS + 1) * DAY_MS, value: 'stale' }),
    );
    window.localStorage.setItem(draftKey('c'), 'garbage');
    window.localStorage.setItem('perfete-auth-session', 'garbage');
    sweepDrafts();
    expect(readDraft(draftKey('a'))).toBe('fresh');
    expect(window.localStorage.getItem(draftKey('b'))).toBeNull();
    expect(window.localStorage.getItem(draftKey('c'))).toBeNull();
    expect(window.localStorage.getItem('perfete-auth-session')).toBe('garbage');
  });
});

describe('useDraft', () => {
  it('writes once typing stops, and only dirty values', () => {
    vi.useFakeTimers();
    const { rerender } = renderHook(
      ({ value, dirty }) => useDraft({ storageKey: KEY, value, dirty }),
      { initialProps: { value: 'start', dirty: false } },
    );
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    rerender({ value: 'a', dirty: true });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100));
    rerender({ value: 'ab', dirty: true });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(readDraft(KEY)).toBe('ab');
  });

  it('writes what is waiting when the page is left', () => {
    renderHook(() => useDraft({ storageKey: KEY, value: 'last words', dirty: true }));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(readDraft(KEY)).toBe('last words');
  });

  it('offers a stored draft, and restoring hands it over once', () => {
    writeDraft(KEY, 'earlier');
    const { result } = renderHook(() => useDraft({ storageKey: KEY, value: '', dirty: false }));
    expect(result.current.offered).toBe('earlier');
    let restored: string | null = null;
    act(() => {
      restored = result.current.restore();
    });
    expect(restored).toBe('earlier');
    expect(result.current.offered).toBeNull();
  });

  it('discard and clear forget the draft', () => {
    writeDraft(KEY, 'earlier');
    const { result } = renderHook(() => useDraft({ storageKey: KEY, value: '', dirty: false }));
    act(() => result.current.discard());
    expect(result.current.offered).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();

    vi.useFakeTimers();
    const typed = renderHook(() => useDraft({ storageKey: KEY, value: 'sent', dirty: true }));
    act(() => typed.result.current.clear());
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    typed.unmount();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets the draft when the value becomes clean again (saved)', () => {
    const { rerender } = renderHook(
      ({ value, dirty }) => useDraft({ storageKey: KEY, value, dirty }),
      { initialProps: { value: 'typed', dirty: true } },
    );
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(readDraft(KEY)).toBe('typed');
    rerender({ value: 'typed', dirty: false });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('does not offer a draft of another version', () => {
    writeDraft(KEY, 'old', 'v1');
    const { result } = renderHook(() =>
      useDraft({ storageKey: KEY, value: '', dirty: false, version: 'v2' }),
    );
    expect(result.current.offered).toBeNull();
  });
});

describe('useFormDraft', () => {
  const defaults = { name: '', message: '' };

  it('keeps changed values and restores them into the form on request', () => {
    vi.useFakeTimers();
    const first = renderHook(() => {
      const form = useForm({ defaultValues: defaults });
      return { form, draft: useFormDraft(form, 'test') };
    });
    act(() => first.result.current.form.setValue('message', 'Half a thought'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    first.unmount();
    expect(readDraft(draftKey('test'))).toEqual({ name: '', message: 'Half a thought' });

    const second = renderHook(() => {
      const form = useForm({ defaultValues: defaults });
      return { form, draft: useFormDraft(form, 'test') };
    });
    expect(second.result.current.draft.offered).toBe(true);
    expect(second.result.current.form.getValues('message')).toBe('');
    act(() => second.result.current.draft.restore());
    expect(second.result.current.draft.offered).toBe(false);
    expect(second.result.current.form.getValues('message')).toBe('Half a thought');
    expect(second.result.current.form.formState.defaultValues).toEqual(defaults);
  });

  it('writes nothing for an untouched form', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() =>
      useFormDraft(useForm({ defaultValues: defaults }), 'test'),
    );
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    unmount();
    expect(window.localStorage.getItem(draftKey('test'))).toBeNull();
  });

  it('does not start a draft for a field the page fills in itself, but keeps it in one', () => {
    vi.useFakeTimers();
    const withDate = { name: '', weddingDate: '' };
    const { result, unmount } = renderHook(() => {
      const form = useForm({ defaultValues: withDate });
      return { form, draft: useFormDraft(form, 'dated', undefined, ['weddingDate']) };
    });
    act(() => result.current.form.setValue('weddingDate', '2027-09-18', { shouldDirty: true }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(window.localStorage.getItem(draftKey('dated'))).toBeNull();

    act(() => result.current.form.setValue('name', 'Marta'));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    unmount();
    expect(readDraft(draftKey('dated'))).toEqual({ name: 'Marta', weddingDate: '2027-09-18' });
  });
});
