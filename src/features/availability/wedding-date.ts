import { useSyncExternalStore } from 'react';
import { dayShortMonthYear } from '../../lib/english-dates.ts';

// The couple's wedding date, kept in the browser (no account): one ISO day
// (yyyy-mm-dd) under one localStorage key. Tiny on purpose: cards import it.

const KEY = 'perfete:wedding-date';
const SAME_TAB = 'perfete:wedding-date';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function read(): string | null {
  try {
    const value = localStorage.getItem(KEY);
    return isIsoDay(value) ? value : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB, onChange);
  };
}

export function setWeddingDate(isoDate: string | null) {
  try {
    if (isoDate && isIsoDay(isoDate)) localStorage.setItem(KEY, isoDate);
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable (private mode): nothing kept
  }
  window.dispatchEvent(new Event(SAME_TAB));
}

export function useWeddingDate(): [string | null, (isoDate: string | null) => void] {
  const date = useSyncExternalStore(subscribe, read, () => null);
  return [date, setWeddingDate];
}

/** "18 Sep 2027": the calendar day as written, whatever the reader's zone. */
export function formatWeddingDate(iso: string): string {
  return dayShortMonthYear(new Date(`${iso}T00:00:00Z`), 'utc');
}
