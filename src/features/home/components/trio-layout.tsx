import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { HomePost } from '../api/home-posts';
import { PostCard } from './post-card';

interface TrioLayoutProps {
  posts: HomePost[];
  sectionName: string;
  /** Wraps the large card's image (Beauty plays its video there). */
  renderLeadMedia?: (post: HomePost, image: ReactNode) => ReactNode;
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
          post={large}
          sectionName={sectionName}
          size="lg"
          className={cn(mirrored && 'md:order-3')}
          renderMedia={renderLeadMedia ? (image) => renderLeadMedia(large, image) : undefined}
          sizes="(min-width: 1280px) 560px, (min-width: 768px) 48vw, 100vw"
        />
      ) : null}
      {medium ? (
        <PostCard
          post={medium}
          sectionName={sectionName}
          shape="portrait"
          className={cn(mirrored && 'md:order-2')}
          sizes="(min-width: 1280px) 330px, (min-width: 768px) 28vw, 100vw"
        />
      ) : null}
      {small ? (
        <PostCard
          post={small}
          sectionName={sectionName}
          size="sm"
          shape="portrait"
          className={cn(mirrored && 'md:order-1')}
          sizes="(min-width: 1280px) 250px, (min-width: 768px) 22vw, 100vw"
        />
      ) : null}
    </div>
  );
}
