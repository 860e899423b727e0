import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PostConflictError } from '@/features/posts';

/** Where the editor's words stand, always shown beside them. */
export type SaveState =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'saving' }
  | { kind: 'offline' }
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

const isOffline = (error: unknown) =>
  (typeof navigator !== 'undefined' && !navigator.onLine) ||
  (error instanceof TypeError && /fetch|network/i.test(error.message));

/**
 * Saves `fields` `delayMs` after the last change, on the version it knows (`version`): the
 * database writes nothing over someone else's newer save, and the state says so (conflict).
 * (The words are kept on this device meanwhile by the editor's draft, useDraft.) `flush()` saves
 * now (before a preview or a publish) and resolves to the saved version.
 */
export function useAutosave<T>({
  fields,
  version,
  dirty,
  delayMs,
  save,
}: {
  fields: T;
  version: string;
  /** Whether `fields` differ from what the server has. */
  dirty: boolean;
  delayMs: number;
  /** Writes the fields on `expected` and resolves to the new version. */
  save: (fields: T, expected: string) => Promise<string>;
}) {
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const latest = useRef({ fields, version, dirty });
  useLayoutEffect(() => {
    latest.current = { fields, version, dirty };
  });
  // The saves in line: one at a time, each started when the one before has ended.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The saves made here: the version each was made on → the version it made and what it wrote.
  const moved = useRef(new Map<string, { made: string; fields: T }>());

  const saveNow = useCallback(async (): Promise<string> => {
    const current = latest.current;
    // The editor may not have drawn the last saves' results yet (a save queued behind another
    // runs in the same tick): the version it holds is then one those saves moved past, and a save
    // on it would be refused as someone else's. Follow this device's own saves from it.
    if (!moved.current.has(current.version)) moved.current.clear();
    let on = current.version;
    let wrote: T | undefined;
    for (let step = moved.current.get(on); step && step.made !== on; step = moved.current.get(on)) {
      on = step.made;
      wrote = step.fields;
    }
    const changed = wrote === undefined ? current.dirty : current.fields !== wrote;
    if (!changed) return on;
    setState({ kind: 'saving' });
    try {
      const made = await save(current.fields, on);
      moved.current.set(on, { made, fields: current.fields });
      setState({ kind: 'saved', at: new Date() });
      return made;
    } catch (error) {
      if (error instanceof PostConflictError) setState({ kind: 'conflict' });
      else if (isOffline(error)) setState({ kind: 'offline' });
      else setState({ kind: 'error', message: (error as Error).message });
      throw error;
    }
  }, [save]);

  // One save at a time; a change made meanwhile is saved by the next one in line.
  const run = useCallback((): Promise<string> => {
    const next = queue.current.catch(() => undefined).then(saveNow);
    queue.current = next;
    return next;
  }, [saveNow]);

  // Saved to the server once typing stops.
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => void run().catch(() => undefined), delayMs);
    return () => window.clearTimeout(timer);
  }, [fields, dirty, version, delayMs, run]);

  // Back online: try again.
  useEffect(() => {
    const retry = () => {
      if (latest.current.dirty) void run().catch(() => undefined);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [run]);

  return { state, flush: run };
}
