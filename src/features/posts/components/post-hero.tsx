import { IMAGE_SIZES } from '@/config/image-sizes';
import { preload } from 'react-dom';
import { landscapeImage } from '@/lib/media';
import { InViewVideo } from './in-view-video';
import { PostImage } from './post-image';

/**
 * The post's featured video (poster: the featured image) or featured image. The image is the
 * page's LCP element: preloaded with high priority, never lazy.
 */
export function PostHero({
  title,
  image,
  alt,
  focal,
  video,
}: {
  title: string;
  image: string | null;
  /** The image's own description; the title when the editor gave none. */
  alt?: string | null;
  focal?: { x: number | null; y: number | null };
  video?: string;
}) {
  if (video) {
    if (image) {
      const poster = landscapeImage(image);
      preload(poster.src, { as: 'image', fetchPriority: 'high' });
    }
    return (
      <div className="mx-auto max-w-6xl md:px-8">
        <InViewVideo
          src={video}
          poster={image ? landscapeImage(image).src : undefined}
          label={title}
          className="aspect-[16/10] object-cover"
        />
      </div>
    );
  }
  return (
    <figure className="mx-auto max-w-6xl md:px-8">
      <PostImage
        path={image}
        alt={image ? alt || title : ''}
        focal={focal}
        priority
        sizes={IMAGE_SIZES.postHero}
      />
    </figure>
  );
}
