import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { DRAFT_KEEP_DAYS, DRAFT_SAVE_DELAY_MS } from '@/config/site';

/**
 * The one way a form keeps unsaved words on this device (docs/decisions.md, "One draft hook"):
 * localStorage under `perfete:draft:<form>:<id>`, written a moment after typing stops (and at once
 * when the page is left), offered back, never forced back, when the form opens again, forgotten
 * on a successful send and after DRAFT_KEEP_DAYS untouched. Unreadable entries are deleted.
 */

const PREFIX = 'perfete:draft:';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The one spelling of a draft's storage key: `perfete:draft:<form>:<id>` (`new` for a new item). */
export function draftKey(form: string, id = 'new'): string {
  return `${PREFIX}${form}:${id}`;
}

interface StoredDraft<T> {
  /** When it was written (ms since the epoch): older than DRAFT_KEEP_DAYS is stale. */
  savedAt: number;
  /** The version of the item the words were typed on (a post's updated_at), if it has one. */
  version?: string;
  value: T;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (a privacy setting): the form works without drafts.
    return null;
  }
}

function parse<T>(raw: string): StoredDraft<T> | null {
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft<T>> | null;
    if (!stored || typeof stored.savedAt !== 'number' || !('value' in stored)) return null;
    return stored as StoredDraft<T>;
  } catch {
    return null;
  }
}

const isStale = (draft: StoredDraft<unknown>, now: number) =>
  now - draft.savedAt > DRAFT_KEEP_DAYS * DAY_MS;

/** Forgets the draft under `key`. */
export function clearDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

/** Keeps `value` under `key`, stamped with the time (and the item's version, if given). */
export function writeDraft<T>(key: string, value: T, version?: string) {
  try {
    storage()?.setItem(
      key,
      JSON.stringify({ savedAt: Date.now(), version, value } satisfies StoredDraft<T>),
    );
  } catch {
    // Storage full or blocked: the form still works.
  }
}

/**
 * The draft under `key`, or null. An unreadable or stale entry, or one typed on another version
 * than `version` (when given), is deleted rather than offered.
 */
export function readDraft<T>(key: string, version?: string, now = Date.now()): T | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const draft = parse<T>(raw);
  if (!draft || isStale(draft, now) || (version !== undefined && draft.version !== version)) {
    clearDraft(key);
    return null;
  }
  return draft.value;
}

/** Deletes every stale or unreadable draft on this device (drafts of forms never reopened). */
export function sweepDrafts(now = Date.now()) {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) {
      const raw = store.getItem(key);
      const draft = raw === null ? null : parse(raw);
      if (!draft || isStale(draft, now)) store.removeItem(key);
    }
  } catch {
    // Blocked storage: nothing to sweep.
  }
}

let swept = false;

export interface DraftOptions<T> {
  /** `draftKey(form, id)`. */
  storageKey: string;
  /** What the form holds now. */
  value: T;
  /**
   * Whether `value` is unsaved work. A clean value is never written (so an offered draft is not
   * overwritten by an untouched form); going from dirty to clean (saved, or typed back to the
   * start) forgets the draft.
   */
  dirty: boolean;
  /** The item's version (a post's updated_at): a draft typed on another version is not offered. */
  version?: string;
  delayMs?: number;
}

export interface Draft<T> {
  /** The draft found when the form opened, until it is restored or discarded. */
  offered: T | null;
  /** Hands over the offered draft (the caller puts it into the form) and stops offering it. */
  restore: () => T | null;
  /** Forgets the offered draft. */
  discard: () => void;
  /** Forgets the draft and any write still waiting: call it once a send or a save succeeded. */
  clear: () => void;
  /** Writes a waiting change now (before a navigation the page cannot see). */
  flush: () => void;
}

/** A draft for any state (the blog editor's fields, a listing's gallery); forms use useFormDraft. */
export function useDraft<T>({
  storageKey,
  value,
  dirty,
  version,
  delayMs = DRAFT_SAVE_DELAY_MS,
}: DraftOptions<T>): Draft<T> {
  const [offered, setOffered] = useState<T | null>(() => {
    if (!swept) {
      swept = true;
      sweepDrafts();
    }
    return readDraft<T>(storageKey, version);
  });
  const waiting = useRef<{ value: T; version?: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const wasDirty = useRef(dirty);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const next = waiting.current;
    waiting.current = null;
    if (next) writeDraft(storageKey, next.value, next.version);
  }, [storageKey]);

  const forget = useCallback(() => {
    window.clearTimeout(timer.current);
    waiting.current = null;
    clearDraft(storageKey);
  }, [storageKey]);

  const clear = useCallback(() => {
    forget();
    setOffered(null);
  }, [forget]);

  useEffect(() => {
    const cleaned = wasDirty.current && !dirty;
    wasDirty.current = dirty;
    if (cleaned) forget();
    if (!dirty) return;
    waiting.current = { value, version };
    timer.current = window.setTimeout(flush, delayMs);
    return () => window.clearTimeout(timer.current);
  }, [value, dirty, version, delayMs, flush, forget]);

  // Leaving the page (a reload, a closed tab) or the form writes what is waiting at once.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const restore = useCallback(() => {
    setOffered(null);
    return offered;
  }, [offered]);

  const discard = useCallback(() => {
    clearDraft(storageKey);
    setOffered(null);
  }, [storageKey]);

  return { offered, restore, discard, clear, flush };
}

export interface FormDraft {
  /** A draft from earlier waits to be restored (show <DraftPrompt>). */
  offered: boolean;
  /** Puts the offered draft into the form. */
  restore: () => void;
  discard: () => void;
  /** Call once the form was sent. */
  clear: () => void;
}

/**
 * The draft of a react-hook-form form, named `form` (and `id` when one form serves many items:
 * a listing's inquiry form). What differs from the form's opening values is kept. Fields named in
 * `keptElsewhere` (the inquiry's wedding date, which is the couple's one date and stored as such)
 * are saved with a draft but never start one: a form the page filled in by itself is not a draft.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: string,
  id?: string,
  keptElsewhere: readonly (keyof T & string)[] = [],
): FormDraft {
  const { control, getValues, reset } = form;
  const values = useWatch({ control });
  const typed = (all: object) =>
    JSON.stringify(
      Object.fromEntries(Object.entries(all).filter(([key]) => !keptElsewhere.includes(key))),
    );
  const [opening] = useState(() => typed(getValues()));
  const draft = useDraft({
    storageKey: draftKey(name, id),
    value: values,
    dirty: typed(values) !== opening,
  });
  const { restore: take } = draft;
  const restore = useCallback(() => {
    const saved = take();
    // Over the opening values (a field added since the draft was written keeps its default);
    // the defaults stay, so the restored words count as changes and are kept.
    if (saved) reset({ ...getValues(), ...saved }, { keepDefaultValues: true });
  }, [take, reset, getValues]);
  return { offered: draft.offered !== null, restore, discard: draft.discard, clear: draft.clear };
}
