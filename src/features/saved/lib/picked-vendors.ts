import { useCallback, useState } from 'react';

// The vendors ticked on /saved for "Write to N vendors" and Compare, kept for the visit
// (sessionStorage): a look at Compare and back finds them still ticked. Not across visits, where
// yesterday's ticks would surprise.

const KEY = 'perfete:saved-picked';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: readonly string[]) {
  try {
    if (ids.length > 0) sessionStorage.setItem(KEY, JSON.stringify(ids));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage unavailable (private mode): the ticks last as long as the page
  }
}

/** The ticked vendors' ids and a setter that keeps them for the visit. */
export function usePickedVendors(): [string[], (update: (ids: string[]) => string[]) => void] {
  const [picked, setPicked] = useState<string[]>(read);
  const update = useCallback((change: (ids: string[]) => string[]) => {
    setPicked((ids) => {
      const next = change(ids);
      write(next);
      return next;
    });
  }, []);
  return [picked, update];
}
