import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/site';

/**
 * The toast store: a tiny external store (no provider needed), so anything — a hook, a guard, a
 * mutation callback — can call `toast()`. `<Toaster/>` renders what `useToasts()` returns.
 * At most TOAST_LIMIT at once, newest first; a dismissed toast closes at once and leaves the
 * store TOAST_REMOVE_DELAY_MS later. How long a toast stays open is the Radix provider's duration.
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One action in the toast (e.g. Undo); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemovalTimer(id: string) {
  const timer = removalTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removalTimers.delete(id);
  }
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; returns its id and a way to dismiss it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  const next = [{ ...input, id, open: true }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) clearRemovalTimer(dropped.id);
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

/** Closes one toast (or all of them without an id); it is removed after the removal delay. */
export function dismiss(id?: string): void {
  const targets = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (targets.length === 0) return;
  for (const item of targets) scheduleRemoval(item.id);
  const closing = new Set(targets.map((item) => item.id));
  setToasts(toasts.map((item) => (closing.has(item.id) ? { ...item, open: false } : item)));
}

/** Empties the store at once (tests start from a clean slate with it). */
export function clearToasts(): void {
  for (const id of removalTimers.keys()) clearRemovalTimer(id);
  setToasts([]);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

/** The current toasts, newest first. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
