import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { HEADSHOT_MAX_SIDE, LISTING_VIDEO_MAX_BYTES } from '@/config/workspace';
import { uploadListingFile } from '@/features/listings';
import { mediaUrl } from '@/lib/media';
import { resizeImage } from '@/lib/resize-image';
import { videoPoster } from '@/lib/video-poster';

const MIB = 1024 * 1024;

/** A file refused before it is sent: trying the same file again would not help. */
const refused = (message: string) => Object.assign(new Error(message), { retry: false });

/** One file field with its progress, error and retry: the headshot's and the film's frame. */
function UploadField({
  label,
  hint,
  accept,
  preview,
  onFile,
  onRemove,
}: {
  label: string;
  hint: string;
  accept: string;
  preview: ReactNode;
  onFile: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  onRemove: (() => void) | null;
}) {
  const inputId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; file: File | null } | null>(null);

  const send = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      await onFile(file, setProgress);
    } catch (failure) {
      const { message, retry = true } = failure as Error & { retry?: boolean };
      setError({ message: message || 'The upload failed.', file: retry ? file : null });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="block text-xs font-medium tracking-label uppercase">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-700">
        {hint}
      </p>
      {preview}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={accept}
          aria-describedby={hintId}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
          className="text-sm"
        />
        {onRemove && progress === null ? (
          <Button size="sm" onClick={onRemove}>
            Remove<span className="sr-only"> {label.toLowerCase()}</span>
          </Button>
        ) : null}
      </div>
      {progress !== null ? (
        <progress
          aria-label={`Uploading ${label.toLowerCase()}`}
          max={1}
          value={progress}
          className="h-2 w-48"
        />
      ) : null}
      {error ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          {error.message}
          {error.file ? (
            <Button size="sm" onClick={() => void send(error.file!)}>
              Retry
            </Button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** The square portrait beside the description: resized in the browser, then uploaded. */
export function HeadshotField({
  listingId,
  headshot,
  onChange,
}: {
  listingId: string;
  headshot: string | null;
  onChange: (path: string | null) => void;
}) {
  return (
    <UploadField
      label="Headshot"
      hint="A portrait of you or your team, shown beside your description. Square works best."
      accept="image/jpeg,image/png,image/webp,image/avif"
      preview={
        headshot ? (
          <img
            src={mediaUrl(headshot)}
            alt="Your headshot"
            width={160}
            height={160}
            className="size-40 object-cover"
          />
        ) : null
      }
      onFile={async (file, onProgress) => {
        const image = await resizeImage(file, HEADSHOT_MAX_SIDE);
        onChange(await uploadListingFile(listingId, image, 'webp', onProgress));
      }}
      onRemove={headshot ? () => onChange(null) : null}
    />
  );
}

/**
 * One short film (MP4, within the size limit) that opens the vendor page; its poster is a frame
 * taken in the browser and uploaded beside it (`<name>.webp`, where the page looks for it).
 */
export function FilmField({
  listingId,
  video,
  onChange,
}: {
  listingId: string;
  video: string | null;
  onChange: (path: string | null) => void;
}) {
  return (
    <UploadField
      label="Film"
      hint={`One short MP4 film, up to ${LISTING_VIDEO_MAX_BYTES / MIB} MB; it plays muted at the top of your page, with a frame of it as its poster.`}
      accept="video/mp4"
      preview={
        video ? (
          <video
            src={mediaUrl(video)}
            poster={mediaUrl(video.replace(/\.mp4$/i, '.webp'))}
            controls
            muted
            preload="none"
            width={320}
            height={180}
            className="aspect-video w-80 bg-ink"
          >
            <track kind="captions" />
          </video>
        ) : null
      }
      onFile={async (file, onProgress) => {
        if (file.type !== 'video/mp4') throw refused('Please choose an MP4 film.');
        if (file.size > LISTING_VIDEO_MAX_BYTES)
          throw refused(
            `This film is ${Math.ceil(file.size / MIB)} MB; please choose one of at most ${LISTING_VIDEO_MAX_BYTES / MIB} MB.`,
          );
        const poster = await videoPoster(file).catch(() => {
          throw refused('This film could not be read. Please choose an MP4 (H.264) film.');
        });
        const name = `film-${Date.now()}`;
        await uploadListingFile(listingId, poster, 'webp', () => {}, name);
        onChange(await uploadListingFile(listingId, file, 'mp4', onProgress, name));
      }}
      onRemove={video ? () => onChange(null) : null}
    />
  );
}
