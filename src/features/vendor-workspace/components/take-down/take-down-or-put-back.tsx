import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { usePutBackListing, useTakeDownListing, type PutBackResult } from '@/features/listings';
import { reportMutation } from '@/lib/report-mutation';
import { TakeDownDialog } from './take-down-dialog';

export interface TakeDownSubject {
  id: string;
  name: string;
  status: string;
  /** Taken down by the vendor (the database's record), and whether it changed since. */
  takenDown: { changed: boolean } | null;
}

/** What putting back will do, said beside the button (the database decides; this only words it). */
export function putBackNote(changed: boolean): string {
  return changed
    ? 'You changed it since you took it down, so it goes to our editors first and is live once they approve.'
    : 'Nothing changed since you took it down: it is live again at once.';
}

function putBackToast(name: string, result: PutBackResult) {
  toast(
    result === 'published'
      ? { title: `“${name}” is back in the directory` }
      : {
          title: `“${name}” is sent for review`,
          description:
            'It changed since you took it down; our editors look at it first. You will hear from us by email.',
        },
  );
}

function putBackFailed(error: Error) {
  const missingAlt = (error as { code?: string }).code === '23514';
  toast({
    title: 'It couldn’t be put back',
    description: missingAlt
      ? 'Every photo needs alt text first: add it in the editor.'
      : 'Please try again.',
    variant: 'destructive',
  });
}

/**
 * "Take down" for a live listing (asked first, in a dialog) and "Put back" for one its vendor
 * took down; nothing for other states. A take-down offers Undo in its toast. Focus stays on the
 * control that replaces the one pressed. `blocked` (the editor with unsaved changes) says why
 * putting back must wait instead of offering it.
 */
export function TakeDownOrPutBack({
  listing,
  look = 'link',
  blocked,
}: {
  listing: TakeDownSubject;
  /** A quiet underlined link-like button (the dashboard card) or an outlined button (the editor). */
  look?: 'link' | 'button';
  blocked?: string;
}) {
  const takeDown = useTakeDownListing();
  const putBack = usePutBackListing();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const takeDownRef = useRef<HTMLButtonElement>(null);
  const focusTakeDownOnMount = useRef(false);
  const takeDownMounted = (button: HTMLButtonElement | null) => {
    takeDownRef.current = button;
    if (button && focusTakeDownOnMount.current) {
      focusTakeDownOnMount.current = false;
      button.focus();
    }
  };
  const putBackRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const { id, name } = listing;
  const style =
    look === 'link'
      ? 'font-medium underline underline-offset-4 hover:text-champagne-700 disabled:opacity-50'
      : undefined;

  const putItBack = () =>
    reportMutation(putBack.mutateAsync(id), {
      onSuccess: (result) => {
        putBackToast(name, result);
        // Live again: focus goes to the "Take down" that replaces "Put back" — now if it is
        // drawn already, else as it mounts (the refreshed listing can arrive after this).
        if (takeDownRef.current) takeDownRef.current.focus();
        else focusTakeDownOnMount.current = true;
      },
      onError: putBackFailed,
    });

  const confirm = () => {
    setFailed(false);
    reportMutation(takeDown.mutateAsync(id), {
      onSuccess: () => {
        setAsking(false);
        toast({
          title: `“${name}” is taken down`,
          description: 'Couples can’t see it until you put it back.',
          action: {
            label: 'Undo',
            altText: 'Put it back from its card on your dashboard',
            onClick: putItBack,
          },
        });
      },
      onError: () => setFailed(true),
    });
  };

  const dialog = (
    <TakeDownDialog
      name={name}
      open={asking}
      busy={takeDown.isPending}
      failed={failed}
      onOpenChange={(open) => {
        setAsking(open);
        if (!open) setFailed(false);
      }}
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        // The button pressed may have given way to "Put back": focus goes to what is there.
        const target = putBackRef.current ?? takeDownRef.current;
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
    />
  );

  return (
    <>
      {listing.takenDown ? (
        blocked ? (
          <p className="text-sm text-ink-700">{blocked}</p>
        ) : (
          // Its parts join the surrounding row (the card's links), the note on a line of its own.
          <div className="contents">
            {look === 'link' ? (
              <button
                ref={putBackRef}
                type="button"
                className={style}
                disabled={putBack.isPending}
                aria-describedby={noteId}
                onClick={putItBack}
              >
                {putBack.isPending ? 'Putting it back…' : 'Put back'}
                <span className="sr-only"> {name}</span>
              </button>
            ) : (
              <Button
                ref={putBackRef}
                size="sm"
                variant="solid"
                disabled={putBack.isPending}
                aria-describedby={noteId}
                onClick={putItBack}
              >
                {putBack.isPending ? 'Putting it back…' : 'Put back'}
                <span className="sr-only"> {name}</span>
              </Button>
            )}
            <p
              id={noteId}
              className={`basis-full text-sm text-ink-700${look === 'button' ? ' mt-2' : ''}`}
            >
              {putBackNote(listing.takenDown.changed)}
            </p>
          </div>
        )
      ) : listing.status === 'published' ? (
        look === 'link' ? (
          <button
            ref={takeDownMounted}
            type="button"
            className={style}
            aria-haspopup="dialog"
            onClick={() => setAsking(true)}
          >
            Take down<span className="sr-only"> {name}</span>
          </button>
        ) : (
          <Button ref={takeDownMounted} aria-haspopup="dialog" onClick={() => setAsking(true)}>
            Take down<span className="sr-only"> {name}</span>
          </Button>
        )
      ) : null}
      {/* Always here, so the dialog closes in place when the button under it changes. */}
      {dialog}
    </>
  );
}
