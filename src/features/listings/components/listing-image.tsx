import type { ComponentProps } from 'react';
import { MediaImage } from '@/components/media-image';
import { PLACEHOLDER_PREVIEW_IMAGE_PATH } from '@/config/site';
import { cn } from '@/lib/utils';
import type { ImageSource } from '../lib/listing-images';

export type ImageLoading = 'eager' | 'lazy';

export interface ListingImageProps extends Omit<
  ComponentProps<typeof MediaImage>,
  'source' | 'width' | 'height' | 'fallbackSrc'
> {
  /** The file with its intrinsic size (src/features/listings/lib/listing-images.ts). */
  source: ImageSource;
  /** Shown if the file fails to load (spec §8: missing image → placeholder). */
  fallbackSrc?: string;
}

/** A listing's photo: the site's media image, filling its box, with the preview placeholder. */
export function ListingImage({
  source,
  fallbackSrc = PLACEHOLDER_PREVIEW_IMAGE_PATH,
  className,
  ...props
}: ListingImageProps) {
  return (
    <MediaImage
      source={source}
      width={source.width}
      height={source.height}
      fallbackSrc={fallbackSrc}
      className={cn('size-full', className)}
      {...props}
    />
  );
}
