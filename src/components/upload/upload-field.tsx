import { useCallback, useId, useState, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatBytes } from './file-facts';
import { UploadRow } from './upload-row';
import { useUploads, type SendFile } from './use-uploads';

/** How long a finished batch of several files stays on screen, full and marked done. */
export const UPLOADS_SHOWN_DONE_MS = 1500;

export interface UploadFieldProps {
  /** The field's name, shown above it and naming the file picker ("Headshot"). */
  label: string;
  /** What to choose, read with the picker. */
  hint?: ReactNode;
  /** The file types the picker offers and the control takes (also from a drop). */
  accept: string;
  multiple?: boolean;
  /** The picker's words ("Choose a file" / "Choose files" by default). */
  chooseLabel?: string;
  /** Prepares (resizes…) and uploads one file, reporting 0–1; throw `refusedFile()` for no retry. */
  upload: SendFile;
  /** What is stored now (a picture, a film), above the picker. */
  preview?: ReactNode;
  /** Removes what is stored now; offered while nothing uploads. */
  onRemove?: (() => void) | null;
  /** A message from the form (e.g. "Please choose the film"), marking the picker invalid. */
  error?: string | null;
  /** The file input, for a form that moves focus to it. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The one upload control: a drop zone with a file picker styled as a button, each chosen file's
 * name and size, its progress (announced to screen readers), a retry when it fails, and remove.
 * The file input is the keyboard's control (Enter or Space opens the picker), named by the label
 * and the button's words and described by the hint; the page's own `upload` does the work.
 */
export function UploadField({
  label,
  hint,
  accept,
  multiple = false,
  chooseLabel = multiple ? 'Choose files' : 'Choose a file',
  upload,
  preview,
  onRemove,
  error,
  inputRef,
  className,
}: UploadFieldProps) {
  const id = useId();
  const ids = {
    label: `${id}-label`,
    button: `${id}-button`,
    hint: `${id}-hint`,
    error: `${id}-error`,
    input: `${id}-input`,
  };
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const refusedMessage = useCallback(
    (file: File) =>
      `${file.name} (${formatBytes(file.size)}) is not a kind of file this takes. Please choose another.`,
    [],
  );
  const { uploads, busy, add, retry, dismiss, clear } = useUploads({
    send: upload,
    accept,
    multiple,
    refusedMessage,
    announce: setAnnouncement,
    clearDoneAfterMs: UPLOADS_SHOWN_DONE_MS,
  });
  // One file at a time: the picker rests while it uploads. Several: more may join the queue.
  const locked = busy && !multiple;
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-3', className)}>
      <p id={ids.label} className="text-xs font-medium tracking-label text-ink uppercase">
        {label}
      </p>
      {preview}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!locked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!locked) add(event.dataTransfer.files);
        }}
        className={cn(
          'flex flex-col items-center gap-3 border border-dashed px-4 py-6 text-center sm:flex-row sm:flex-wrap sm:text-left',
          dragging ? 'border-ink bg-ivory-100' : 'border-ink-300 bg-ivory-50',
          error && 'border-red-700',
        )}
      >
        <label
          htmlFor={ids.input}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center border border-ink px-5 text-xs font-medium tracking-label text-ink uppercase hover:bg-ink hover:text-ivory-50',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
            locked && 'pointer-events-none opacity-50',
          )}
        >
          <span id={ids.button}>{chooseLabel}</span>
          <input
            ref={inputRef}
            id={ids.input}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={locked}
            aria-labelledby={`${ids.label} ${ids.button}`}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
            className="sr-only"
            onChange={(event) => {
              add(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <span className="text-sm text-ink-700 pointer-coarse:hidden">
          {multiple ? 'or drop them here' : 'or drop it here'}
        </span>
        {onRemove && !busy ? (
          <Button
            size="sm"
            className="min-h-11 sm:ml-auto"
            onClick={() => {
              clear();
              onRemove();
            }}
          >
            Remove<span className="sr-only"> the {label.toLowerCase()}</span>
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={ids.hint} className="text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label={multiple ? 'Uploads' : 'Chosen file'} className="space-y-2">
          {uploads.map((item) => (
            <UploadRow
              key={item.key}
              upload={item}
              onRetry={() => retry(item.key)}
              onDismiss={() => dismiss(item.key)}
            />
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
