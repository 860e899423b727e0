import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { hiddenReason, type PostDetail } from './get-post';
import { postKeys } from '../keys';

/**
 * What a preview link opens, as the database decides (post_preview, a security definer function:
 * no policy shows drafts to anyone): the story while it is a draft or scheduled, its slug once it
 * is live (the page then replaces itself with the story), or nothing for a wrong, revoked or
 * expired link.
 */
export type PostPreview =
  | { state: 'unknown' }
  | { state: 'published'; slug: string }
  | { state: 'preview'; post: PostDetail };

const PREVIEW_TOKEN = /^[0-9a-f]{64}$/;

/** The story's own columns (a function's rows embed nothing): the page's names fall back to them. */
const PREVIEW_SELECT =
  'id,title,slug,excerpt,featured_image,featured_image_alt,featured_image_focal_x,featured_image_focal_y,social_image,status,author,published_at,created_at,updated_at,content,content_blocks,category,subcategory,photos,video_url,is_opinion,seo_title,seo_description';
const NOTHING_EMBEDDED = { category_ref: null, subcategory_ref: null, profile: null, credits: [] };

export async function getPostPreview(token: string): Promise<PostPreview> {
  if (!PREVIEW_TOKEN.test(token)) return { state: 'unknown' };
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('post_preview', { token })
    .select(PREVIEW_SELECT)
    .maybeSingle();
  if (error) throw error;
  if (!data) return { state: 'unknown' };
  const hidden = hiddenReason(data);
  return hidden
    ? { state: 'preview', post: { ...data, ...NOTHING_EMBEDDED, hidden } }
    : { state: 'published', slug: data.slug };
}

export const getPostPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: postKeys.preview(token),
    queryFn: () => getPostPreview(token),
    // Private and never kept: every opening asks the database again.
    staleTime: 0,
    gcTime: 0,
  });

export function usePostPreview(token: string) {
  return useQuery(getPostPreviewQueryOptions(token));
}
