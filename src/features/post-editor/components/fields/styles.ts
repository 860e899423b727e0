/** The editor's small buttons: text-like, always with a visible focus ring. */
export const LINK_BUTTON =
  'inline-flex min-h-11 items-center text-sm text-ink underline underline-offset-4 hover:text-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-50';

/** A square icon button (move, remove) with a visible focus ring. */
export const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center border border-ink-300 text-ink hover:bg-ivory-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-40';

/** A toolbar button; `aria-pressed` shows the marks that are on. */
export const TOOL_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center px-2 text-sm text-ink hover:bg-ivory-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ink aria-pressed:bg-ink aria-pressed:text-ivory-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';
