import { useSyncExternalStore } from 'react';
import { isUuid } from './ids';

/**
 * The list's share id (issue #43): a random uuid minted the first time the list is shared,
 * carried in the share link (`&list=<uuid>`) and kept by a browser that keeps the shared list.
 * Whoever holds it may join `saved:<share id>` (the topic's policy lets anyone with a well-formed
 * id in), where each device with the list open tells the others of its saves and removals. It
 * names no one and opens nothing in the database: the list itself stays in each browser.
 */
export const SHARE_ID_KEY = 'perfete:saved-share';
const SAME_TAB = 'perfete:saved-share';

export function readShareId(): string | null {
  try {
    const id = localStorage.getItem(SHARE_ID_KEY);
    return id && isUuid(id) ? id.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Keeps `id` as this browser's list's share id (a shared list kept here). */
export function adoptShareId(id: string): void {
  if (!isUuid(id)) return;
  try {
    localStorage.setItem(SHARE_ID_KEY, id.toLowerCase());
  } catch {
    // storage unavailable: the list is not live here
  }
  window.dispatchEvent(new Event(SAME_TAB));
}

/** The share id, minted now if the list has none yet. */
export function ensureShareId(): string {
  const held = readShareId();
  if (held) return held;
  const id = crypto.randomUUID();
  adoptShareId(id);
  return id;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SHARE_ID_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB, onChange);
  };
}

/** The share id, live (null: the list was never shared or kept from a link). */
export function useShareId(): string | null {
  return useSyncExternalStore(subscribe, readShareId, () => null);
}
