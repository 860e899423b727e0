import type { CuratedPost } from '@/features/posts';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';

/**
 * The home page's desktop layout of The Latest in miniature: the first post large in the centre,
 * the next two on the left, the last two on the right (src/features/home, LatestLayout). A
 * picture of the layout, not a second set of links; drawn here rather than with the home page's
 * own components, so the admin area shares no code chunk with a public page.
 *
 * It fits its box, measured with a container query rather than the window: three columns where
 * there is room for them; on a phone the large card goes first, full width, with the left and
 * right pairs in two columns beneath it, so every title keeps a readable width and the page never
 * scrolls sideways. Each card carries its position in The Latest.
 */
export function LatestPreview({ posts }: { posts: CuratedPost[] }) {
  const [lead, ...others] = posts;
  const card = (post: CuratedPost, position: number, large = false) => (
    <figure key={post.id} className="space-y-2">
      <img
        src={mediaUrl(post.featured_image!, { width: large ? 640 : 320 })}
        alt=""
        width={large ? 640 : 320}
        height={large ? 800 : 400}
        loading="lazy"
        className="aspect-[4/5] w-full object-cover"
      />
      <figcaption
        className={cn(
          'break-words text-ink',
          large ? 'font-display text-xl @2xl:text-2xl' : 'text-sm leading-snug',
        )}
      >
        <span className="mr-1.5 font-medium text-champagne-700">{position}</span>
        {post.title}
      </figcaption>
    </figure>
  );
  return (
    <div className="@container">
      <div
        data-testid="latest-preview"
        className="grid grid-cols-2 items-start gap-4 @2xl:grid-cols-[1fr_1.7fr_1fr] @2xl:gap-6"
      >
        <div className="col-start-1 row-start-2 flex flex-col gap-4 @2xl:row-start-1 @2xl:gap-6">
          {others.slice(0, 2).map((post, at) => card(post, at + 2))}
        </div>
        <div className="col-span-2 row-start-1 @2xl:col-span-1 @2xl:col-start-2">
          {lead ? card(lead, 1, true) : null}
        </div>
        <div className="col-start-2 row-start-2 flex flex-col gap-4 @2xl:col-start-3 @2xl:row-start-1 @2xl:gap-6">
          {others.slice(2, 4).map((post, at) => card(post, at + 4))}
        </div>
      </div>
    </div>
  );
}
