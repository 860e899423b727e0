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
  const running = useRef<Promise<string> | null>(null);

  const run = useCallback(async (): Promise<string> => {
    // One save at a time; a change made meanwhile is saved by the next timer.
    if (running.current) await running.current.catch(() => undefined);
    const { fields: now, version: on, dirty: changed } = latest.current;
    if (!changed) return on;
    setState({ kind: 'saving' });
    const attempt = save(now, on);
    running.current = attempt;
    try {
      const saved = await attempt;
      setState({ kind: 'saved', at: new Date() });
      return saved;
    } catch (error) {
      if (error instanceof PostConflictError) setState({ kind: 'conflict' });
      else if (isOffline(error)) setState({ kind: 'offline' });
      else setState({ kind: 'error', message: (error as Error).message });
      throw error;
    } finally {
      running.current = null;
    }
  }, [save]);

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
