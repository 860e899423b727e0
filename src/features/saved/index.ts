/**
 * The couple's saved list (issue #31): kept in this browser (no account), shared by a link that
 * carries it, merged into another browser's list. The button and the header entry are tiny
 * (cards and the frame load them); the pages compose the rest with the directory and magazine.
 */
export {
  isSaved,
  parseSaved,
  readSaved,
  SAVED_KEY,
  SAVED_VERSION,
  toggleSaved,
  useSavedList,
  type SavedItem,
  type SavedKind,
} from './lib/saved-store';
export { mergeSaved, withoutItem } from './lib/saved-list';
export { parseShareFragment, shareFragment, type SharedList } from './lib/share-link';
export { adoptShareId, useShareId } from './lib/share-id';
export { useLiveSavedList } from './lib/use-live-saved-list';
export { SaveButton } from './components/save-button';
export { SavedLink } from './components/saved-link';
export { SavedEmpty } from './components/saved-empty';
export { SavedEntry } from './components/saved-entry';
export { ShareList } from './components/share-list';
export { SharedListActions } from './components/shared-list-actions';
export { SavedToolbar } from './components/saved-toolbar';
export { CompareTable, type CompareColumn, type CompareRow } from './components/compare-table';
export { compareIdsFrom } from './lib/compare-ids';
export { usePickedVendors } from './lib/picked-vendors';
