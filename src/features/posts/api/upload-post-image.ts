import { MEDIA_BUCKET } from '@/lib/media';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** Uploads an image for a post into media/posts/, resized by the caller; resolves to its path. */
export async function uploadPostImage(
  file: Blob,
  extension: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const path = `posts/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  await uploadWithProgress({ bucket: MEDIA_BUCKET, path, file, onProgress });
  return path;
}
