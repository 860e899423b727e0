import { useCallback, useState } from 'react';
import { useEditorServices } from '../../lib/editor-services';
import { prepareImage } from '../../lib/prepare-image';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'failed'; name: string; file: File };

/**
 * One picture's upload: resized in the browser, sent through the page's `uploadImage` with its
 * progress, and `onDone` with the stored path. A failure keeps the file for a retry.
 */
export function useImageUpload(onDone: (path: string) => void) {
  const { uploadImage, announce } = useEditorServices();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const upload = useCallback(
    async (file: File) => {
      setState({ status: 'uploading', name: file.name, progress: 0 });
      try {
        const prepared = await prepareImage(file);
        const path = await uploadImage(prepared, (progress) =>
          setState({ status: 'uploading', name: file.name, progress }),
        );
        setState({ status: 'idle' });
        announce(`${file.name} uploaded.`);
        onDone(path);
      } catch {
        setState({ status: 'failed', name: file.name, file });
        announce(`${file.name} could not be uploaded.`);
      }
    },
    [uploadImage, announce, onDone],
  );

  return { state, upload };
}
