import * as Dialog from '@radix-ui/react-dialog';
import { SITE_NAME } from '@/config/site';
import { SearchCombobox } from './search-combobox';

/**
 * The search dialog (a lazy chunk): the combobox and its grouped results. Escape, the close button
 * or a click outside closes it; focus returns to where it was.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The field, not the first button, takes focus.
            event.preventDefault();
            document.querySelector<HTMLElement>('[data-search-field]')?.focus();
          }}
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full max-w-2xl flex-col bg-ivory-50 p-5 shadow-xl focus:outline-none md:top-16 md:max-h-[80vh] md:p-8"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-display text-2xl text-ink">
              Search {SITE_NAME}
            </Dialog.Title>
            <Dialog.Close className="p-2 text-sm tracking-label text-ink-700 uppercase hover:text-ink">
              Close
            </Dialog.Close>
          </div>
          <SearchCombobox onNavigate={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
