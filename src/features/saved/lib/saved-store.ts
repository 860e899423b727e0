import { useSyncExternalStore } from 'react';

/**
 * The saved list, kept in the browser (no account): vendors and stories in the order they were
 * saved, under one localStorage key as versioned JSON. Same-tab updates go through an event,
 * other tabs through `storage`. Small on purpose: every card's save button and the header read it.
 */
export type SavedKind = 'listing' | 'post';

export interface SavedItem {
  kind: SavedKind;
  id: string;
  /** The name the item had when saved: labels and the undo toast, before the cards load. */
  name: string;
  /** Epoch milliseconds. */
  savedAt: number;
}

export const SAVED_KEY = 'perfete:saved';
export const SAVED_VERSION = 1;
const SAME_TAB = 'perfete:saved';
const EMPTY: readonly SavedItem[] = [];

export function isItem(value: unknown): value is SavedItem {
  const item = value as SavedItem | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    (item.kind === 'listing' || item.kind === 'post') &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.savedAt === 'number'
  );
}

/** The stored text as a list: another version, broken JSON or odd items read as nothing. */
export function parseSaved(raw: string | null): readonly SavedItem[] {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as { v?: unknown; items?: unknown };
    if (value.v !== SAVED_VERSION || !Array.isArray(value.items)) return EMPTY;
    return value.items.filter(isItem);
  } catch {
    return EMPTY;
  }
}

let lastRaw: string | null = null;
let lastItems = EMPTY;

/** The list now (the same array until the stored text changes, as useSyncExternalStore needs). */
export function readSaved(): readonly SavedItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SAVED_KEY);
  } catch {
    // storage unavailable (private mode): an empty list
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parseSaved(raw);
  }
  return lastItems;
}

export function writeSaved(items: readonly SavedItem[]): void {
  try {
    localStorage.setItem(SAVED_KEY, JSON.stringify({ v: SAVED_VERSION, items }));
  } catch {
    // storage full or unavailable: nothing kept
  }
  window.dispatchEvent(new Event(SAME_TAB));
}

export function subscribeSaved(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB, onChange);
  };
}

export function isSaved(items: readonly SavedItem[], kind: SavedKind, id: string): boolean {
  return items.some((item) => item.kind === kind && item.id === id);
}

/** Saves an item at the end of the list, or takes it out if it is there. */
export function toggleSaved(kind: SavedKind, id: string, name: string): void {
  const items = readSaved();
  writeSaved(
    isSaved(items, kind, id)
      ? items.filter((item) => item.kind !== kind || item.id !== id)
      : [...items, { kind, id, name, savedAt: Date.now() }],
  );
}

/** The saved list, live: this tab's changes and other tabs'. */
export function useSavedList(): readonly SavedItem[] {
  return useSyncExternalStore(subscribeSaved, readSaved, () => EMPTY);
}
