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

/** The blobs uploadPostCover stores beside a cover (src/lib/share-siblings.ts makes them). */
export interface PostCoverSiblings {
  share: Blob;
  pin: Blob;
  small: Blob;
  card: Blob;
}

/**
 * Uploads a post's cover (its featured image, a WebP at most 1600 wide, resized by the caller)
 * with its siblings, as the seed stores the demo covers (src/lib/media.ts): `posts/<stem>-share.jpg`
 * and `-pin.jpg` (src/lib/share-image.ts), `-800.webp` and `-card.webp` first, then the cover as
 * `posts/<stem>-1600.webp`, the name that says they all exist: cards get their srcset, the menus
 * their portrait, a share its picture, and the first screen the HTML paints can draw the story.
 * When a sibling cannot be made or stored, the cover is stored under a plain name (the one file,
 * and the site card for shares): a page never names a sibling that is not there.
 */
export async function uploadPostCover(
  cover: Blob,
  siblings: PostCoverSiblings | null,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const extension = cover.type.split('/')[1] ?? 'jpg';
  if (!siblings || cover.type !== 'image/webp') {
    return uploadPostImage(cover, extension, onProgress);
  }
  const base = `posts/${uniqueFileStem()}`;
  const path = `${base}-1600.webp`;
  const siblingFiles: [path: string, file: Blob][] = [
    [`${base}-share.jpg`, siblings.share],
    [`${base}-pin.jpg`, siblings.pin],
    [`${base}-800.webp`, siblings.small],
    [`${base}-card.webp`, siblings.card],
  ];
  // One progress over the five files, by their sizes.
  const total = siblingFiles.reduce((sum, [, file]) => sum + file.size, cover.size) || 1;
  let done = 0;
  const put = async (filePath: string, file: Blob) => {
    await uploadWithProgress({
      bucket: MEDIA_BUCKET,
      path: filePath,
      file,
      onProgress: (fraction) => onProgress((done + fraction * file.size) / total),
    });
    done += file.size;
  };
  try {
    for (const [filePath, file] of siblingFiles) await put(filePath, file);
  } catch {
    return uploadPostImage(cover, extension, onProgress);
  }
  // The cover last: its name is the promise that the others are there.
  await put(path, cover);
  return path;
}
