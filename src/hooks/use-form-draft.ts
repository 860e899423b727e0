import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps what a visitor has typed in session storage until the form is sent, so a failed send, a
 * reload or a detour to another page never costs them their words. Cleared on success.
 */
export function useDraftValues<T extends FieldValues>(key: string, defaults: T): T {
  const [initial] = useState<T>(() => {
    try {
      const saved = window.sessionStorage.getItem(key);
      return saved ? { ...defaults, ...(JSON.parse(saved) as Partial<T>) } : defaults;
    } catch {
      // Storage unavailable or the draft unreadable: start empty.
      return defaults;
    }
  });
  return initial;
}

/** Saves every change; returns the function that forgets the draft. */
export function useSaveDraft<T extends FieldValues>(key: string, form: UseFormReturn<T>) {
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or unavailable: the form still works.
      }
    });
    return () => subscription.unsubscribe();
  }, [key, watch]);

  return () => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  };
}
