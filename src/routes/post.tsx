import { useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import type { PagePrefetch } from '@/types/page-prefetch';
import { NewsletterSignup } from '@/features/newsletter';
import { PostArticle, PostMeta, prefetchPost, usePost, usePostLead } from '@/features/posts';
import NotFoundPage from './not-found';

export const prefetch: PagePrefetch = (client, { slug = '' }) => prefetchPost(client, slug);

/**
 * /blog/{slug}. One request for the post (author, categories and credits embedded); a draft,
 * scheduled, archived or unknown slug comes back empty and shows the not-found page. Opened from
 * a card, its header and hero are drawn from the card while that request is on its way.
 */
export default function PostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  const lead = usePostLead(slug, post.isPending);

  if (post.isPending) {
    // In the place the story's article takes below (after PostMeta), so it is kept, not redrawn.
    return lead ? (
      <>
        {null}
        <PostArticle key={lead.id} post={lead} />
      </>
    ) : (
      <PageSpinner />
    );
  }
  if (post.isError) {
    return (
      <div className="px-4 py-16">
        <LoadError onRetry={() => void post.refetch()} what="this story" />
      </div>
    );
  }
  if (!post.data) return <NotFoundPage />;
  return (
    <>
      <PostMeta post={post.data} />
      {/* Keyed by post: a new story starts with fresh state (copied link, video). */}
      <PostArticle key={post.data.id} post={post.data} end={<NewsletterSignup where="story" />} />
    </>
  );
}
