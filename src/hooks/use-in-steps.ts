import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How many of `total` parts to draw: `first` at once, then `step` more in each following task,
 * until all are drawn. For the long parts of a page below its first screen (a story's body, a
 * vendor's reviews and more vendors): drawn and laid out all at once they were one task of 60–80 ms on
 * a fast machine (four times that on Lighthouse's phone) while the reader could not scroll or
 * tap; in steps, each task is short and the reader's input runs between them. Everything is
 * there a few tasks after the page starts, long before anyone scrolls to it.
 */
export function useInSteps(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(() => Math.min(first, total));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => {
      startTransition(() => setShown((count) => Math.min(count + step, total)));
    }, 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}

/**
 * `total` parts of a page below its first screen, drawn one a task after the page (none with it).
 * A visitor who arrives at an anchor (#inquire, #apply) gets them all at once, so that the browser
 * lands on it.
 */
export function useAfterFirstScreen(total: number): number {
  const { hash } = useLocation();
  const [atAnchor] = useState(() => hash !== '');
  // `total` may grow after the start (a page drawn from a card before its data), so an anchor's
  // "all at once" is decided here, not by the steps' start.
  const stepped = useInSteps(total, atAnchor ? total : 0, 1);
  return atAnchor ? total : stepped;
}
