import { Button } from '@/components/ui/button';

/** The last save that failed, kept on screen with a retry until a save goes through. */
export interface FailedSave {
  sendForReview: boolean;
  description: string;
  canRetry: boolean;
}

/**
 * Said beside the buttons, not in a passing toast: the edit stays in the form and the same save
 * can be asked again (a taken web address needs a new one first).
 */
export function SaveFailure({
  failed,
  pending,
  onRetry,
}: {
  failed: FailedSave;
  pending: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-l-2 border-red-800 bg-blush-100 p-4 text-sm text-ink"
    >
      <p className="mr-auto">
        <strong className="font-medium">That didn’t save.</strong> {failed.description}
      </p>
      {failed.canRetry ? (
        <Button size="sm" disabled={pending} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
