/**
 * The header's Search button, in the first paint; SearchLauncher (the `/` shortcut and the
 * dialog) arrives after it, so a press before then opens the search once it has.
 */
export function SearchButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="/"
      onClick={onClick}
      className="mr-6 text-sm"
    >
      Search
    </button>
  );
}
