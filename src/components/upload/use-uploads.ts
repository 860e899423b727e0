import { useCallback, useEffect, useRef, useState } from 'react';
import { accepts, failureWords } from './file-facts';

/** Waiting its turn, being prepared (resized), being sent, in, or failed. */
export type UploadStatus = 'waiting' | 'preparing' | 'sending' | 'done' | 'failed';

export interface Upload {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0–1 once sending; a preparing file (resized in the browser first) has none yet. */
  progress: number;
  /** Why it failed, in words. */
  message: string | null;
  /** Whether the same file may be sent again (not for a file refused for what it is). */
  retryable: boolean;
}

/** Sends one file, calling `onProgress` (0–1) as it goes; throws to fail it. */
export type SendFile = (file: File, onProgress: (fraction: number) => void) => Promise<void>;

export interface UseUploadsOptions {
  send: SendFile;
  accept?: string;
  /** Several files, each with its own row; one at a time otherwise (a new one replaces the row). */
  multiple: boolean;
  /** Said for a file the field does not take. */
  refusedMessage: (file: File) => string;
  /** Speaks to screen readers (a polite live region). */
  announce: (words: string) => void;
  /** How long a finished batch of several stays on screen, full and marked done. */
  clearDoneAfterMs: number;
}

let counter = 0;
const nextKey = (file: File) => `${file.name}-${(counter += 1)}`;

/** The state of the upload control's files: sent one after the other, each with progress and a retry. */
export function useUploads({
  send,
  accept,
  multiple,
  refusedMessage,
  announce,
  clearDoneAfterMs,
}: UseUploadsOptions) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  // One after the other: each bar moves on its own, and a phone's connection is not split.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ send, announce });
  useEffect(() => {
    latest.current = { send, announce };
  }, [send, announce]);

  const patch = useCallback(
    (key: string, change: Partial<Upload>) =>
      setUploads((all) =>
        all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
      ),
    [],
  );

  const run = useCallback(
    (upload: Upload) => {
      queue.current = queue.current.then(async () => {
        const { send: sendFile, announce: say } = latest.current;
        const name = upload.file.name;
        patch(upload.key, { status: 'preparing', progress: 0, message: null });
        say(`Uploading ${name}.`);
        let spoken = 0;
        try {
          await sendFile(upload.file, (fraction) => {
            const progress = Math.min(1, Math.max(0, fraction));
            patch(upload.key, { status: 'sending', progress });
            // Every quarter, not every event: enough to follow, not a flood.
            const quarter = Math.floor(progress * 4);
            if (quarter > spoken && progress < 1) {
              spoken = quarter;
              say(`${name}: ${quarter * 25}%`);
            }
          });
          patch(upload.key, { status: 'done', progress: 1 });
          say(`${name} uploaded.`);
        } catch (failure) {
          const { message, retryable } = failureWords(failure);
          patch(upload.key, { status: 'failed', message, retryable });
        }
      });
    },
    [patch],
  );

  const add = useCallback(
    (files: FileList | File[] | null) => {
      const chosen = [...(files ?? [])].slice(0, multiple ? undefined : 1);
      if (chosen.length === 0) return;
      const fresh: Upload[] = chosen.map((file) => {
        const taken = accepts(accept, file);
        return {
          key: nextKey(file),
          file,
          status: taken ? 'waiting' : 'failed',
          progress: 0,
          message: taken ? null : refusedMessage(file),
          retryable: false,
        };
      });
      setUploads((all) => (multiple ? [...all, ...fresh] : fresh));
      for (const upload of fresh) if (upload.status !== 'failed') run(upload);
    },
    [accept, multiple, refusedMessage, run],
  );

  const retry = useCallback(
    (key: string) => {
      const upload = uploads.find((candidate) => candidate.key === key);
      if (!upload?.retryable) return;
      patch(key, { status: 'waiting', message: null });
      run(upload);
    },
    [uploads, patch, run],
  );

  const dismiss = useCallback(
    (key: string) => setUploads((all) => all.filter((upload) => upload.key !== key)),
    [],
  );
  const clear = useCallback(() => setUploads([]), []);

  // Several files: once every one is in, the finished rows go (their files are shown elsewhere).
  useEffect(() => {
    if (!multiple || uploads.length === 0 || !uploads.every((upload) => upload.status === 'done'))
      return;
    const timer = window.setTimeout(() => setUploads([]), clearDoneAfterMs);
    return () => window.clearTimeout(timer);
  }, [multiple, uploads, clearDoneAfterMs]);

  const busy = uploads.some((upload) => upload.status !== 'done' && upload.status !== 'failed');
  return { uploads, busy, add, retry, dismiss, clear };
}
