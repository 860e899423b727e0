import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeSaved, removeSaved, withoutItem } from './saved-list';
import {
  parseSaved,
  readSaved,
  SAVED_KEY,
  toggleSaved,
  useSavedList,
  type SavedItem,
} from './saved-store';

afterEach(() => localStorage.clear());

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const item = (kind: SavedItem['kind'], id: string, savedAt: number): SavedItem => ({
  kind,
  id,
  name: `n-${id.slice(-1)}`,
  savedAt,
});

describe('the saved list store', () => {
  it('keeps items in the order of saving, versioned, and toggles them out', () => {
    toggleSaved('listing', A, 'Villa A');
    toggleSaved('post', B, 'A story');
    toggleSaved('listing', C, 'Studio C');
    const stored = JSON.parse(localStorage.getItem(SAVED_KEY) ?? '{}') as { v: number };
    expect(stored.v).toBe(1);
    expect(readSaved().map((entry) => entry.id)).toEqual([A, B, C]);
    expect(readSaved()[1]).toMatchObject({ kind: 'post', name: 'A story' });
    toggleSaved('post', B, 'A story');
    expect(readSaved().map((entry) => entry.id)).toEqual([A, C]);
  });

  it('reads another version, broken JSON or odd items as nothing', () => {
    expect(parseSaved(null)).toEqual([]);
    expect(parseSaved('{not json')).toEqual([]);
    expect(parseSaved(JSON.stringify({ v: 2, items: [item('listing', A, 1)] }))).toEqual([]);
    expect(parseSaved(JSON.stringify([item('listing', A, 1)]))).toEqual([]);
    expect(
      parseSaved(
        JSON.stringify({ v: 1, items: [item('listing', A, 1), { kind: 'video', id: B }, null] }),
      ),
    ).toEqual([item('listing', A, 1)]);
  });

  it('updates readers in this tab and follows other tabs', () => {
    const reader = renderHook(() => useSavedList());
    act(() => toggleSaved('listing', A, 'Villa A'));
    expect(reader.result.current.map((entry) => entry.id)).toEqual([A]);
    act(() => {
      localStorage.setItem(SAVED_KEY, JSON.stringify({ v: 1, items: [item('post', B, 5)] }));
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_KEY }));
    });
    expect(reader.result.current.map((entry) => entry.id)).toEqual([B]);
  });

  it('keeps the same array while nothing changed (no render loop)', () => {
    toggleSaved('listing', A, 'Villa A');
    expect(readSaved()).toBe(readSaved());
  });
});

describe('merge', () => {
  it('keeps its own items first, then the new ones in their order, without duplicates', () => {
    const own = [item('listing', A, 1), item('post', B, 2)];
    const incoming = [item('listing', C, 0), item('post', B, 0), item('listing', C, 0)];
    const merged = mergeSaved(own, incoming, 100);
    expect(merged.map((entry) => `${entry.kind}:${entry.id}`)).toEqual([
      `listing:${A}`,
      `post:${B}`,
      `listing:${C}`,
    ]);
    expect(merged[2]?.savedAt).toBe(100);
  });

  it('tells a vendor from a story with the same id', () => {
    const merged = mergeSaved([item('listing', A, 1)], [item('post', A, 0)], 10);
    expect(merged).toHaveLength(2);
  });
});

describe('remove and undo', () => {
  it('puts the item back where it was', () => {
    const list = [item('listing', A, 1), item('post', B, 2), item('listing', C, 3)];
    const { rest, restore } = withoutItem(list, { kind: 'post', id: B });
    expect(rest.map((entry) => entry.id)).toEqual([A, C]);
    expect(restore(rest).map((entry) => entry.id)).toEqual([A, B, C]);
  });

  it('undoes into the list as it is by then, once', () => {
    localStorage.setItem(
      SAVED_KEY,
      JSON.stringify({ v: 1, items: [item('listing', A, 1), item('post', B, 2)] }),
    );
    const undo = removeSaved('listing', A);
    expect(readSaved().map((entry) => entry.id)).toEqual([B]);
    toggleSaved('listing', C, 'Studio C');
    undo();
    expect(readSaved().map((entry) => entry.id)).toEqual([A, B, C]);
    undo();
    expect(readSaved().map((entry) => entry.id)).toEqual([A, B, C]);
  });
});
