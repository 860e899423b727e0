import type { EditablePhoto } from '@/features/listings';

/** The gallery as the editor holds it: the photos in order, and the cover's path (or none). */
export interface GalleryState {
  gallery: EditablePhoto[];
  cover: string | null;
}

/** A photo taken out, kept to be put back where it was (Undo). */
export interface RemovedPhoto {
  photo: EditablePhoto;
  index: number;
}

/** How a photo is named to the ear and in its labels: by its place, counted from 1. */
export const photoLabel = (index: number) => `photo ${index + 1}`;

/** An uploaded photo joins at the end, without alt text; the first photo becomes the cover. */
export const addPhoto = ({ gallery, cover }: GalleryState, path: string): GalleryState => ({
  gallery: [...gallery, { url: path, alt: '' }],
  cover: cover ?? path,
});

/** Takes out the photo at `index`; when it was the cover, the first photo left becomes it. */
export function removePhoto(
  { gallery, cover }: GalleryState,
  index: number,
): GalleryState & { removed: RemovedPhoto } {
  const photo = gallery[index]!;
  const next = gallery.filter((_, at) => at !== index);
  return {
    gallery: next,
    cover: cover === photo.url ? (next[0]?.url ?? null) : cover,
    removed: { photo, index },
  };
}

/** Puts a removed photo back at its place; it is the cover again only if there is none. */
export function restorePhoto(
  { gallery, cover }: GalleryState,
  removed: RemovedPhoto,
): GalleryState {
  const next = [...gallery];
  next.splice(removed.index, 0, removed.photo);
  return { gallery: next, cover: cover ?? removed.photo.url };
}

/** The gallery with the alt text of the photo at `index` replaced. */
export const withAlt = (gallery: readonly EditablePhoto[], index: number, alt: string) =>
  gallery.map((photo, at) => (at === index ? { ...photo, alt } : photo));

/** A photo needs alt text before the listing goes to review: blank or spaces only is missing. */
export const isAltMissing = (photo: EditablePhoto) => photo.alt.trim() === '';

/** The places (from 0) of the photos still without alt text. */
export const photosMissingAlt = (gallery: readonly EditablePhoto[]) =>
  gallery.flatMap((photo, index) => (isAltMissing(photo) ? [index] : []));
