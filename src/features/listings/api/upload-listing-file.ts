import { MEDIA_BUCKET } from '@/lib/media';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { uniqueFileStem } from '@/lib/unique-file-name';

/** Uploads one gallery photo into the listing's folder, with progress; returns its path. */
export async function uploadListingPhoto(
  listingId: string,
  image: Blob,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return uploadListingFile(listingId, image, 'webp', onProgress);
}

/**
 * Uploads a file into the listing's folder (`listings/<id>/<stamp>.<extension>`) with progress;
 * returns its path. `name` fixes the stamp, so a film and its poster share one
 * (`<stamp>.mp4` and `<stamp>.webp`, as the vendor page looks for the poster).
 */
export async function uploadListingFile(
  listingId: string,
  file: Blob,
  extension: string,
  onProgress: (fraction: number) => void,
  name = uniqueFileStem(),
): Promise<string> {
  const path = `listings/${listingId}/${name}.${extension}`;
  await uploadWithProgress({ bucket: MEDIA_BUCKET, path, file, onProgress });
  return path;
}
