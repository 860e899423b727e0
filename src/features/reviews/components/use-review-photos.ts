import { useCallback, useEffect, useRef, useState } from 'react';
import { REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_MAX_EDGE, REVIEW_PHOTO_QUALITY } from '@/config/reviews';
import { resizeImage } from '@/lib/resize-image';

export interface ChosenPhoto {
  id: string;
  /** Resized in the browser, ready to upload. */
  blob: Blob;
  preview: string;
  alt: string;
}

/**
 * The photos a couple picks: each resized in the browser (longest edge REVIEW_PHOTO_MAX_EDGE,
 * WebP) as it is chosen, at most REVIEW_PHOTO_LIMIT, each with its own alt text.
 */
export function useReviewPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [resizing, setResizing] = useState(false);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = useCallback(
    async (files: FileList | null) => {
      const room = REVIEW_PHOTO_LIMIT - photos.length;
      const chosen = Array.from(files ?? [])
        .filter((file) => file.type.startsWith('image/'))
        .slice(0, Math.max(0, room));
      if (chosen.length === 0) return;
      setResizing(true);
      try {
        const resized = await Promise.all(
          chosen.map(async (file) => {
            const blob = await resizeImage(file, REVIEW_PHOTO_MAX_EDGE, {
              quality: REVIEW_PHOTO_QUALITY,
            });
            const preview = URL.createObjectURL(blob);
            previews.current.push(preview);
            return { id: crypto.randomUUID(), blob, preview, alt: '' };
          }),
        );
        setPhotos((current) => [...current, ...resized].slice(0, REVIEW_PHOTO_LIMIT));
      } finally {
        setResizing(false);
      }
    },
    [photos.length],
  );
  const remove = useCallback(
    (id: string) => setPhotos((current) => current.filter((photo) => photo.id !== id)),
    [],
  );
  const describe = useCallback(
    (id: string, alt: string) =>
      setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, alt } : photo))),
    [],
  );
  return { photos, resizing, add, remove, describe };
}
