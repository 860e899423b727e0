import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many tools fit on one row. `rightEdges[i]` is where tool i ends when every tool is drawn
 * in one row (its right edge from the bar's left, separators and gaps included), `available` the
 * bar's inner right edge and `moreWidth` the room the "More" button takes with its gap. Tools
 * overflow from the end; an unmeasured bar (no layout, as in jsdom) shows every tool.
 */
export function fitTools(rightEdges: readonly number[], available: number, moreWidth: number) {
  const last = rightEdges.at(-1) ?? 0;
  if (available <= 0 || last <= 0 || last <= available) return rightEdges.length;
  let count = rightEdges.length;
  while (count > 0 && rightEdges[count - 1]! + moreWidth > available) count -= 1;
  return count;
}

type Measure = { edges: number[]; more: number };

/** Where each tool ends and the room More takes, all drawn in one row. */
function readRow(node: HTMLElement): Measure {
  const tools = [...node.querySelectorAll<HTMLElement>('[data-tool]')];
  const more = node.querySelector<HTMLElement>('[data-more]');
  const gap = Number.parseFloat(getComputedStyle(node).columnGap) || 0;
  return {
    edges: tools.map((tool) => tool.offsetLeft + tool.offsetWidth),
    more: more ? more.offsetWidth + gap : 0,
  };
}

/** The bar's inner right edge: its width less the right padding. */
function innerRight(bar: HTMLElement) {
  return bar.clientWidth - (Number.parseFloat(getComputedStyle(bar).paddingRight) || 0);
}

/**
 * Measures the tools once, drawn all in one row with the More button (`[data-tool]` and
 * `[data-more]` inside `bar`), then follows the bar's width: returns how many tools to show and
 * whether the pass that measures is on (draw everything then).
 */
export function useToolOverflow(bar: RefObject<HTMLElement | null>, total: number) {
  const [measure, setMeasure] = useState<Measure | null>(null);
  const [available, setAvailable] = useState(0);
  const measured = measure !== null;

  // Measured again once the web fonts are in (a tool's width follows its font).
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) setMeasure(null);
    });
    return () => {
      live = false;
    };
  }, []);

  // A new observer reports at once: the pass that draws every tool is measured then.
  useLayoutEffect(() => {
    const node = bar.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!measured) setMeasure(readRow(node));
      setAvailable(innerRight(node));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [bar, measured]);

  // No layout to follow (no ResizeObserver): every tool on the row.
  if (typeof ResizeObserver === 'undefined') return { measuring: false, visible: total };
  if (!measure) return { measuring: true, visible: total };
  return { measuring: false, visible: fitTools(measure.edges, available, measure.more) };
}
