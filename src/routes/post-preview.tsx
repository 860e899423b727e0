import { useEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/load-error';
import { postPath } from '@/config/paths';
import { PostArticle, PostMeta, usePostPreview } from '@/features/posts';
import NotFoundPage from './not-found';

/**
 * /preview/{token}: a draft or scheduled story for whoever has the link, signed in or not. The
 * database answers (post_preview); the page is noindex and never cached. Once the story is live
 * the link replaces itself with the story (issue #30's edge function answers it with a 301).
 */
export default function PostPreviewPage() {
  const { token = '' } = useParams();
  const preview = usePostPreview(token);
  const navigate = useNavigate();
  const live = preview.data?.state === 'published' ? preview.data.slug : null;

  useEffect(() => {
    if (live) void navigate(postPath(live), { replace: true });
  }, [live, navigate]);

  return (
    <>
      {/* Every state of the page, loading included: the link is private. */}
      <Helmet>
        <meta name="robots" content="noindex, nofollow" />
      </Helmet>
      <PreviewContent preview={preview} live={live} />
    </>
  );
}

function PreviewContent({
  preview,
  live,
}: {
  preview: ReturnType<typeof usePostPreview>;
  live: string | null;
}) {
  if (preview.isPending || live) return <PageSpinner />;
  if (preview.isError) {
    return (
      <div className="px-4 py-16">
        <LoadError onRetry={() => void preview.refetch()} what="this preview" />
      </div>
    );
  }
  if (preview.data.state !== 'preview') return <NotFoundPage />;
  return (
    <>
      <PostMeta post={preview.data.post} />
      <PostArticle key={preview.data.post.id} post={preview.data.post} />
    </>
  );
}
