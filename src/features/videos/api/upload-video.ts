import { MEDIA_BUCKET } from '@/lib/media';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { videoPoster } from '@/lib/video-poster';
import { uniqueFileStem } from '@/lib/unique-file-name';

/** The films the desk takes (what the media bucket allows, and browsers play). */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/webm'] as const;
/** The media bucket's size limit (supabase/migrations/20261122030000_storage.sql). */
export const VIDEO_FILE_MAX_BYTES = 50 * 1024 * 1024;

const MIB = 1024 * 1024;

/** A file refused before it is sent: trying the same file again would not help. */
export class RefusedFileError extends Error {
  readonly retry = false;
}

/** The film and its poster as stored: paths in the media bucket, as video rows hold them. */
export interface UploadedVideo {
  video_url: string;
  overlay_photo_url: string;
}

/**
 * Checks the film, takes its poster in the browser, and uploads both into the media bucket
 * under `videos/` (admins may write anywhere there), the film with progress. Throws a
 * `RefusedFileError` for a file that would fail again.
 */
export async function uploadVideo(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedVideo> {
  const type = VIDEO_FILE_TYPES.find((accepted) => accepted === file.type);
  if (!type) throw new RefusedFileError('Please choose an MP4 or WebM film.');
  if (file.size > VIDEO_FILE_MAX_BYTES)
    throw new RefusedFileError(
      `This film is ${Math.ceil(file.size / MIB)} MB; please choose one of at most ${VIDEO_FILE_MAX_BYTES / MIB} MB.`,
    );
  const poster = await videoPoster(file).catch(() => {
    throw new RefusedFileError('This film could not be read. Please choose an MP4 or WebM film.');
  });
  const stem = `videos/${uniqueFileStem()}`;
  const paths: UploadedVideo = {
    video_url: `${stem}.${type === 'video/webm' ? 'webm' : 'mp4'}`,
    overlay_photo_url: `${stem}.webp`,
  };
  await uploadWithProgress({
    bucket: MEDIA_BUCKET,
    path: paths.overlay_photo_url,
    file: poster,
    onProgress: () => {},
  });
  await uploadWithProgress({ bucket: MEDIA_BUCKET, path: paths.video_url, file, onProgress });
  return paths;
}
