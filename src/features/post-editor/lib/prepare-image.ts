import { resizeImage } from '@/lib/resize-image';
import { POST_IMAGE_MAX_SIDE, RESIZABLE_IMAGE_TYPES } from '../config';

/**
 * The file to upload for a picture: scaled down and re-encoded as WebP in the browser when it
 * can be (JPEG, PNG, WebP, AVIF), else the original (an animated GIF, or a browser that cannot
 * decode it). The name keeps the writer's, with the new extension.
 */
export async function prepareImage(file: File): Promise<File> {
  if (!RESIZABLE_IMAGE_TYPES.includes(file.type) || typeof createImageBitmap !== 'function')
    return file;
  try {
    const resized = await resizeImage(file, POST_IMAGE_MAX_SIDE);
    const name = file.name.replace(/\.[^.]*$/, '') + '.webp';
    return new File([resized], name, { type: resized.type || 'image/webp' });
  } catch {
    return file;
  }
}
