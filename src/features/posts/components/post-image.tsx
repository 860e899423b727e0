import type { ComponentProps } from 'react';
import { MediaImage } from '@/components/media-image';
import {
  PLACEHOLDER_IMAGE_PATH,
  PLACEHOLDER_PREVIEW_IMAGE_PATH,
  PREVIEW_CARD_SIZE_PX,
} from '@/config/site';
import { landscapeImage, portraitImage } from '@/lib/media';
import { cn } from '@/lib/utils';

/**
 * The two shapes a post's cover is stored in (supabase/seed/images.ts): 1600 x 1000 landscape and
 * the portrait card, stored at 574 x 800 and drawn at the spec's 287 x 400 preview size. The box keeps the shape whatever file
 * arrives (a placeholder, a file of another ratio), so nothing shifts.
 */
const ASPECTS = {
  landscape: {
    width: 1600,
    height: 1000,
    box: 'aspect-[16/10]',
    placeholder: PLACEHOLDER_IMAGE_PATH,
    source: landscapeImage,
  },
  portrait: {
    width: PREVIEW_CARD_SIZE_PX.width,
    height: PREVIEW_CARD_SIZE_PX.height,
    box: 'aspect-[287/400]',
    placeholder: PLACEHOLDER_PREVIEW_IMAGE_PATH,
    source: portraitImage,
  },
} as const;

export type PostImageAspect = keyof typeof ASPECTS;

type PostImageProps = Omit<
  ComponentProps<typeof MediaImage>,
  'source' | 'width' | 'height' | 'fallbackSrc' | 'alt'
> & {
  /** featured_image: a storage path or URL; missing → the placeholder artwork. */
  path: string | null | undefined;
  aspect?: PostImageAspect;
  /** Cards: '' (their title link names the story). */
  alt?: string;
  /** What the crop keeps in view, in % across and down (the editor's focal point; centre if unset). */
  focal?: { x: number | null | undefined; y: number | null | undefined };
};

/** THE post image: every card, hero and section of the magazine and the home page. */
export function PostImage({
  path,
  aspect = 'landscape',
  alt = '',
  className,
  focal,
  ...props
}: PostImageProps) {
  const shape = ASPECTS[aspect];
  return (
    <MediaImage
      source={path ? shape.source(path) : { src: shape.placeholder }}
      width={shape.width}
      height={shape.height}
      fallbackSrc={shape.placeholder}
      alt={alt}
      className={cn('block h-auto w-full bg-ivory-200', shape.box, className)}
      style={focal && { objectPosition: `${focal.x ?? 50}% ${focal.y ?? 50}%` }}
      {...props}
    />
  );
}
