import type { SaveState } from './use-autosave';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The save state in words, always beside the title. */
export function SaveStatus({ state, dirty }: { state: SaveState; dirty: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="text-sm text-ink-700"
      data-save-state={state.kind}
    >
      {saveWords(state, dirty)}
    </p>
  );
}

function saveWords(state: SaveState, dirty: boolean): string {
  switch (state.kind) {
    case 'saving':
      return 'Saving…';
    case 'offline':
      return 'Offline: kept on this device';
    case 'conflict':
      return 'Not saved: someone else saved this post';
    case 'error':
      return `Not saved: ${state.message}`;
    case 'saved':
      if (dirty) return 'Unsaved changes';
      return state.at ? `Saved at ${TIME.format(state.at)}` : 'Saved';
  }
}
