import { useState, type ComponentProps } from 'react';
import type { ResponsiveSource } from '@/lib/media';
import { cn } from '@/lib/utils';

export interface MediaImageProps extends Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading'
> {
  /** `src` and, when the stored file has siblings, a `srcset` (src/lib/media.ts). */
  source: ResponsiveSource;
  /** The intrinsic size, so the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** Shown when there is no file or it fails to load (spec §8: missing image → placeholder). */
  fallbackSrc: string;
  /** The page's largest image: fetched eagerly, with high priority, decoded at once. */
  priority?: boolean;
  /** Eager without high priority (a first row of cards); ignored when `priority` is set. */
  loading?: 'eager' | 'lazy';
  /** Decorative beside a heading that names the same thing: ''. Meaningful elsewhere. */
  alt: string;
}

/**
 * The site's one responsive image: width and height, srcset with its `sizes` (the strings live in
 * src/config/image-sizes.ts), lazy unless told otherwise, and a placeholder for a missing or broken
 * file. Post, listing and video-poster images are this with their own sources.
 */
export function MediaImage({
  source,
  width,
  height,
  fallbackSrc,
  priority = false,
  loading = 'lazy',
  fetchPriority,
  sizes,
  alt,
  className,
  ...props
}: MediaImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === source.src;
  const eager = priority || loading === 'eager';
  return (
    <img
      src={failed ? fallbackSrc : source.src}
      srcSet={failed ? undefined : source.srcSet}
      sizes={!failed && source.srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : fetchPriority}
      decoding={eager ? 'sync' : 'async'}
      onError={() => setFailedSrc(source.src)}
      className={cn('object-cover', className)}
      {...props}
    />
  );
}
