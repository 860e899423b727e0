import { useState, type ComponentProps } from 'react';
import { PLACEHOLDER_PREVIEW_IMAGE_PATH } from '@/config/site';
import { cn } from '@/lib/utils';
import type { ImageSource } from '../listing-images';

export type ImageLoading = 'eager' | 'lazy';

export interface ListingImageProps extends Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading'
> {
  source: ImageSource;
  /** Decorative on a card whose heading names the vendor: ''. Meaningful elsewhere. */
  alt: string;
  /** 'eager' for the first screen's images, 'lazy' (the default) for the rest. */
  loading?: ImageLoading;
  /** 'high' only on the one image that is the page's largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Shown if the file fails to load (spec §8: missing image → placeholder). */
  fallbackSrc?: string;
}

/**
 * An <img> with intrinsic width and height (the box is reserved before the file arrives), srcset
 * and sizes when the source has them, lazy by default, and a placeholder when the file is missing.
 */
export function ListingImage({
  source,
  alt,
  loading = 'lazy',
  fetchPriority,
  sizes,
  fallbackSrc = PLACEHOLDER_PREVIEW_IMAGE_PATH,
  className,
  ...props
}: ListingImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? fallbackSrc : source.src}
      srcSet={failed ? undefined : source.srcSet}
      sizes={!failed && source.srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={loading}
      decoding={loading === 'eager' ? 'sync' : 'async'}
      fetchPriority={fetchPriority}
      onError={() => setFailed(true)}
      className={cn('size-full object-cover', className)}
      {...props}
    />
  );
}
