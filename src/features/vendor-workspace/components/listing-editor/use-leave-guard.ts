import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_WARNING = 'You have unsaved changes. Leave without saving them?';

/**
 * While `unsaved`, leaving asks first: a link or Back within the site asks in a confirm dialog
 * (staying is the default on Cancel), a reload or a closed tab in the browser's own dialog.
 * Moving within the same page (its query string) never asks.
 *
 * `markSaved()` lets the navigation that follows a save go without asking: the router reads the
 * guard as of the last render, and a save that moves on at once (a new listing to its own
 * address) does so before the render that knows the form is clean.
 */
export function useLeaveGuard(unsaved: boolean) {
  const saved = useRef(false);
  useEffect(() => {
    if (unsaved) saved.current = false;
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const markSaved = useCallback(() => {
    saved.current = true;
  }, []);
  return { markSaved };
}
