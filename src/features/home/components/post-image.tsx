import { useState } from 'react';
import {
  PLACEHOLDER_IMAGE_PATH,
  PLACEHOLDER_PREVIEW_IMAGE_PATH,
  PREVIEW_CARD_SIZE_PX,
} from '@/config/site';
import { landscapeImage, portraitImage, type ResponsiveSource } from '@/lib/media';
import { cn } from '@/lib/utils';

/** Intrinsic sizes per shape, so the browser reserves the box before the file arrives. */
const SHAPES = {
  landscape: { width: 1600, height: 1000, aspect: 'aspect-[16/10]' },
  portrait: {
    width: PREVIEW_CARD_SIZE_PX.width,
    height: PREVIEW_CARD_SIZE_PX.height,
    aspect: 'aspect-[287/400]',
  },
} as const;

export type ImageShape = keyof typeof SHAPES;

export interface PostImageProps {
  /** featured_image (a storage path or URL); null shows the placeholder. */
  path: string | null | undefined;
  shape: ImageShape;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The first screen's largest image: fetched eagerly with high priority. */
  priority?: boolean;
  alt?: string;
  className?: string;
}

function sourceFor(path: string | null | undefined, shape: ImageShape): ResponsiveSource {
  if (!path) {
    return { src: shape === 'portrait' ? PLACEHOLDER_PREVIEW_IMAGE_PATH : PLACEHOLDER_IMAGE_PATH };
  }
  return shape === 'portrait' ? portraitImage(path) : landscapeImage(path);
}

/** A responsive cover image in a box of fixed aspect ratio (no layout shift). */
export function PostImage({
  path,
  shape,
  sizes,
  priority = false,
  alt = '',
  className,
}: PostImageProps) {
  const [failed, setFailed] = useState(false);
  const { width, height, aspect } = SHAPES[shape];
  const source = sourceFor(failed ? null : path, shape);
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailed(true)}
      className={cn('block w-full bg-ivory-200 object-cover', aspect, className)}
    />
  );
}
