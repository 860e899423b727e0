import { useId } from 'react';
import { IMAGE_ACCEPT } from '../../config';
import { useImageUpload } from './use-image-upload';

const FILE_BUTTON =
  'inline-flex min-h-11 cursor-pointer items-center border border-ink px-4 py-2 text-xs font-medium tracking-label text-ink uppercase hover:bg-ink hover:text-ivory-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink';

/**
 * Choose a picture and upload it, with a progress bar and a retry. The file input is the
 * control (its label reads `label`); `onUploaded` receives each stored path. `multiple` sends
 * the chosen files one after the other.
 */
export function ImagePicker({
  label,
  onUploaded,
  multiple = false,
}: {
  label: string;
  onUploaded: (path: string) => void;
  multiple?: boolean;
}) {
  const inputId = useId();
  const { state, upload } = useImageUpload(onUploaded);

  const choose = async (files: FileList | null) => {
    for (const file of [...(files ?? [])]) await upload(file);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className={FILE_BUTTON}>
        {label}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          disabled={state.status === 'uploading'}
          className="sr-only"
          data-autofocus
          onChange={(event) => {
            void choose(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      {state.status === 'uploading' && (
        <div className="flex flex-col gap-1 text-sm text-ink-700">
          <progress
            value={state.progress}
            max={1}
            aria-label={`Uploading ${state.name}`}
            className="h-2 w-full accent-champagne-700"
          />
          <span aria-hidden="true">
            Uploading {state.name}: {Math.round(state.progress * 100)}%
          </span>
        </div>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {state.name} could not be uploaded.
          <button
            type="button"
            onClick={() => void upload(state.file)}
            className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ink"
          >
            Try {state.name} again
          </button>
        </p>
      )}
    </div>
  );
}
