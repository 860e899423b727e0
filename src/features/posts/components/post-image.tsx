import { useState, type ComponentProps } from 'react';
import { PLACEHOLDER_IMAGE_PATH, PLACEHOLDER_PREVIEW_IMAGE_PATH } from '@/config/site';
import { landscapeImage, portraitImage } from '@/lib/media';
import { cn } from '@/lib/utils';

/** The intrinsic sizes of the stored files (supabase/seed/images.ts), so nothing shifts on load. */
const SIZES = {
  landscape: { width: 1600, height: 1000, placeholder: PLACEHOLDER_IMAGE_PATH },
  portrait: { width: 574, height: 800, placeholder: PLACEHOLDER_PREVIEW_IMAGE_PATH },
} as const;

export type PostImageAspect = keyof typeof SIZES;

type PostImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** A storage path or URL; missing → the placeholder artwork. */
  path: string | null | undefined;
  aspect?: PostImageAspect;
  /** The page's largest image (LCP): fetched first, never lazily. */
  priority?: boolean;
};

/**
 * A post's image with width/height, srcset/sizes and a placeholder for a missing or broken file.
 * Below-the-fold images load lazily; the one `priority` image is fetched with high priority.
 */
export function PostImage({
  path,
  aspect = 'landscape',
  priority = false,
  alt = '',
  sizes,
  className,
  ...props
}: PostImageProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const size = SIZES[aspect];
  const usable = path && path !== failedPath ? path : null;
  const source = usable
    ? aspect === 'landscape'
      ? landscapeImage(usable)
      : portraitImage(usable)
    : { src: size.placeholder, srcSet: undefined };

  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={size.width}
      height={size.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => {
        if (usable) setFailedPath(usable);
      }}
      className={cn('h-auto w-full bg-ivory-200 object-cover', className)}
      {...props}
    />
  );
}
