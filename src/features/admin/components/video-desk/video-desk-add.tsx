import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { UploadField } from '@/components/upload';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  EMPTY_VIDEO_FIELDS,
  toVideoColumns,
  uploadVideo,
  useCreateVideo,
  VIDEO_FILE_MAX_BYTES,
  VIDEO_FILE_TYPES,
  videoFieldsSchema,
  type UploadedVideo,
  type VideoFieldValues,
} from '@/features/videos';
import { mediaUrl } from '@/lib/media';
import { locationLabel, VideoWordsFields } from './video-desk-fields';

/** The film as far as it went: nothing yet, on its way, or in (with its poster). */
type Upload =
  { state: 'none' } | { state: 'sending' } | { state: 'done'; name: string; paths: UploadedVideo };

/**
 * "Add a video": the film uploads as soon as it is chosen (with progress, its poster taken in the
 * browser and uploaded beside it) while the admin writes its title; saved as a draft unless
 * "Publish" is chosen. A failed upload can be retried; a failed save keeps everything typed.
 */
export function AddVideo({ location, onClose }: { location: string; onClose: () => void }) {
  const { register, handleSubmit, formState, reset } = useForm<VideoFieldValues>({
    resolver: zodResolver(videoFieldsSchema),
    defaultValues: EMPTY_VIDEO_FIELDS,
    mode: 'onTouched',
  });
  const create = useCreateVideo();
  const [upload, setUpload] = useState<Upload>({ state: 'none' });
  const [publish, setPublish] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const where = locationLabel(location);

  // The shared upload control shows the progress and offers the retry; this keeps the paths.
  const send = async (file: File, onProgress: (fraction: number) => void) => {
    setFileError(null);
    setUpload({ state: 'sending' });
    try {
      const paths = await uploadVideo(file, onProgress);
      setUpload({ state: 'done', name: file.name, paths });
    } catch (failure) {
      setUpload({ state: 'none' });
      throw failure;
    }
  };

  const save = async (values: VideoFieldValues) => {
    setSaveError(null);
    if (upload.state !== 'done') {
      setFileError(
        upload.state === 'sending'
          ? 'Please wait until the film has uploaded.'
          : 'Please choose the film to add.',
      );
      fileInput.current?.focus();
      return;
    }
    const status = publish ? 'published' : 'draft';
    try {
      const video = await create.mutateAsync({
        ...toVideoColumns(values),
        ...upload.paths,
        location,
        status,
      });
      toast({
        title: publish ? `Published in the ${where}` : 'Saved as a draft',
        description: video.title,
      });
      reset(EMPTY_VIDEO_FIELDS);
      setUpload({ state: 'none' });
      onClose();
    } catch (failure) {
      // Everything typed and the uploaded film stay; saving again sends the same files.
      setSaveError((failure as Error).message || 'The video was not saved.');
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-6 border border-ivory-300 bg-ivory-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl text-ink">
        Add a video to the {where}
      </h2>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="space-y-6">
        {saveError ? (
          <p role="alert" className="border border-red-700 bg-blush-100 px-4 py-3 text-sm">
            The video was not saved: {saveError} Everything you typed is still here; please try
            again.
          </p>
        ) : null}
        <UploadField
          label="Film"
          hint={`One MP4 or WebM film, up to ${VIDEO_FILE_MAX_BYTES / (1024 * 1024)} MB. A frame of it becomes its poster.`}
          accept={VIDEO_FILE_TYPES.join(',')}
          upload={send}
          inputRef={fileInput}
          error={fileError}
          preview={upload.state === 'done' ? <UploadedFilm upload={upload} /> : null}
        />
        <VideoWordsFields idPrefix={id} register={register} errors={formState.errors} />
        <fieldset className="space-y-2">
          <legend className="text-xs font-medium tracking-label text-ink uppercase">Status</legend>
          <label className="flex items-center gap-3">
            <input
              type="radio"
              name={`${id}-status`}
              checked={!publish}
              onChange={() => setPublish(false)}
              className="size-5 accent-ink"
            />
            Draft (not on the site yet)
          </label>
          <label className="flex items-center gap-3">
            <input
              type="radio"
              name={`${id}-status`}
              checked={publish}
              onChange={() => setPublish(true)}
              className="size-5 accent-ink"
            />
            Publish (on the home page once saved)
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="solid" disabled={formState.isSubmitting}>
            {publish ? 'Save and publish' : 'Save as draft'}
          </Button>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

function UploadedFilm({ upload }: { upload: Extract<Upload, { state: 'done' }> }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <img
        src={mediaUrl(upload.paths.overlay_photo_url)}
        alt={`Poster taken from ${upload.name}`}
        width={80}
        height={112}
        className="h-28 w-20 bg-ivory-200 object-cover"
      />
      <span>{upload.name} is uploaded.</span>
    </div>
  );
}
