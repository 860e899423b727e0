import { MEDIA_BUCKET } from '@/lib/media';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { uniqueFileStem } from '@/lib/unique-file-name';

/** Uploads an image for a post into media/posts/, resized by the caller; resolves to its path. */
export async function uploadPostImage(
  file: Blob,
  extension: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const path = `posts/${uniqueFileStem()}.${extension}`;
  await uploadWithProgress({ bucket: MEDIA_BUCKET, path, file, onProgress });
  return path;
}
