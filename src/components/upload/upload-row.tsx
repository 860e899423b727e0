import { Button } from '@/components/ui/button';
import { formatBytes } from './file-facts';
import type { Upload } from './use-uploads';

const STATE_WORDS = {
  waiting: 'Waiting…',
  preparing: 'Preparing…',
  done: 'Done',
} as const;

/** One chosen file: its name and size, its progress or what went wrong, retry and remove. */
export function UploadRow({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: Upload;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { file, status, progress } = upload;
  const failed = status === 'failed';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 border border-ivory-300 px-3 py-2 text-sm">
      <span className="min-w-0 flex-1 basis-40">
        <span className="block truncate text-ink">{file.name}</span>
        <span className="text-xs text-ink-700">{formatBytes(file.size)}</span>
      </span>
      {failed ? (
        <>
          <span role="alert" className="basis-full text-red-800 sm:order-last">
            {upload.message}
          </span>
          {upload.retryable ? (
            <Button size="sm" onClick={onRetry}>
              Retry<span className="sr-only"> {file.name}</span>
            </Button>
          ) : null}
          <Button size="sm" onClick={onDismiss}>
            Remove<span className="sr-only"> {file.name}</span>
          </Button>
        </>
      ) : (
        <span className="flex items-center gap-3">
          <progress
            aria-label={`Uploading ${file.name}`}
            max={1}
            // Indeterminate (no value) while it waits or is prepared in the browser.
            value={status === 'waiting' || status === 'preparing' ? undefined : progress}
            className="h-2 w-32 accent-champagne-700 sm:w-40"
          />
          <span className="w-20 text-xs text-ink-700 tabular-nums">
            {status === 'sending' ? `${Math.round(progress * 100)}%` : STATE_WORDS[status]}
          </span>
        </span>
      )}
    </li>
  );
}
