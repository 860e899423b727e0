import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';

/**
 * The question before a take-down, on a Radix Dialog (named by its title, described by what
 * couples will see; focus moves in and is held, Escape or "Keep it live" closes it). The answer
 * comes from the caller: `onConfirm` resolves once the listing is down, and a failure stays in
 * the dialog with the same button to try again.
 */
export function TakeDownDialog({
  name,
  open,
  busy,
  failed,
  onOpenChange,
  onConfirm,
  onCloseAutoFocus,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  /** The last try failed: said in the dialog. */
  failed: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where focus goes when it closes (the button that is there now). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[100dvh] w-full max-w-lg space-y-5 overflow-y-auto bg-ivory-50 p-6 shadow-xl focus:outline-none md:top-1/2 md:bottom-auto md:-translate-y-1/2 md:p-8"
        >
          <Dialog.Title className="font-display text-2xl break-words text-ink">
            Take “{name}” down?
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="space-y-3 text-sm text-ink-700">
              <p>
                Couples will no longer find it: its page says “not found”, and it leaves the
                directory and search until you put it back.
              </p>
              <p>
                Nothing is deleted. Its reviews, the stories that credit you and your inbox stay as
                they are.
              </p>
              <p>
                Put it back whenever you like: if you change nothing meanwhile, it is live again at
                once; changes go to our editors first.
              </p>
            </div>
          </Dialog.Description>
          {failed ? (
            <p
              role="alert"
              className="border-l-2 border-red-800 bg-blush-100 px-4 py-3 text-sm text-ink"
            >
              That didn’t work: it is still live. Please try again.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button variant="solid" size="sm" disabled={busy} onClick={onConfirm}>
              {busy ? 'Taking it down…' : 'Take it down'}
            </Button>
            <Dialog.Close asChild>
              <Button size="sm">Keep it live</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
