import { SavedLink } from '@/features/saved';
import { SearchLauncher } from '@/features/search';

/**
 * The header's Saved entry and what is behind its Search button (the `/` shortcut, the dialog's
 * loader): one chunk, loaded right after the first paint. Saved stands leftmost in the header's
 * right-hand group and the dialog is drawn over the page, so their arrival moves nothing.
 */
export default function HeaderTools({
  searchOpen,
  onSearchOpenChange,
}: {
  searchOpen: boolean;
  onSearchOpenChange: (open: boolean) => void;
}) {
  return (
    <>
      <SavedLink className="mr-6 text-sm" />
      <SearchLauncher open={searchOpen} onOpenChange={onSearchOpenChange} />
    </>
  );
}
