import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '@/config/image-sizes';
import { cn } from '@/lib/utils';
import { PostCard, type PostCardPost } from '@/features/posts';

interface TrioLayoutProps {
  posts: PostCardPost[];
  sectionName: string;
  /** Wraps the large card's image (Beauty plays its video there). */
  renderLeadMedia?: (post: PostCardPost, image: ReactNode) => ReactNode;
  /** Large card on the right instead of the left. */
  mirrored?: boolean;
}

/** Jewelry and Beauty: three posts as large, medium and small cards. */
export function TrioLayout({
  posts: [large, medium, small],
  sectionName,
  renderLeadMedia,
  mirrored,
}: TrioLayoutProps) {
  return (
    <div
      className={cn(
        'grid items-start gap-10 md:gap-8',
        mirrored ? 'md:grid-cols-[1fr_1.3fr_2.2fr]' : 'md:grid-cols-[2.2fr_1.3fr_1fr]',
      )}
    >
      {large ? (
        <PostCard
          variant="home-lg"
          post={large}
          sectionName={sectionName}
          className={cn(mirrored && 'md:order-3')}
          renderMedia={renderLeadMedia ? (image) => renderLeadMedia(large, image) : undefined}
          sizes={IMAGE_SIZES.trioLarge}
        />
      ) : null}
      {medium ? (
        <PostCard
          variant="home-md"
          post={medium}
          sectionName={sectionName}
          aspect="portrait"
          className={cn(mirrored && 'md:order-2')}
          sizes={IMAGE_SIZES.trioMedium}
        />
      ) : null}
      {small ? (
        <PostCard
          variant="home-sm"
          post={small}
          sectionName={sectionName}
          aspect="portrait"
          className={cn(mirrored && 'md:order-1')}
          sizes={IMAGE_SIZES.trioSmall}
        />
      ) : null}
    </div>
  );
}
