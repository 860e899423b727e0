import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import type { Json } from '@/types/database';
import { hiddenReason, type PostCredit, type PostDetail } from './get-post';
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

/** The story's own columns (a function's rows embed nothing); its names come from post_preview_names. */
const PREVIEW_SELECT =
  'id,title,slug,excerpt,featured_image,featured_image_alt,featured_image_focal_x,featured_image_focal_y,social_image,status,author,published_at,created_at,updated_at,content,content_blocks,category,subcategory,photos,video_url,is_opinion,seo_title,seo_description';

/** What the live page embeds, as post_preview_names answers it for the same link. */
type PreviewNames = Pick<PostDetail, 'category_ref' | 'subcategory_ref' | 'profile' | 'credits'>;
const NO_NAMES: PreviewNames = {
  category_ref: null,
  subcategory_ref: null,
  profile: null,
  credits: [],
};

function creditOf(entry: Json): PostCredit[] {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [];
  return [
    {
      role: typeof entry.role === 'string' ? entry.role : '',
      display_order: typeof entry.display_order === 'number' ? entry.display_order : 0,
      listing: (entry.listing ?? null) as PostCredit['listing'],
    },
  ];
}

function previewNames(json: Json | null): PreviewNames {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return NO_NAMES;
  // The function's jsonb, in the shape the live page's embeds have (post_preview_names).
  const names = json as Partial<Record<keyof PreviewNames, Json>>;
  return {
    category_ref: (names.category_ref ?? null) as PreviewNames['category_ref'],
    subcategory_ref: (names.subcategory_ref ?? null) as PreviewNames['subcategory_ref'],
    profile: (names.profile ?? null) as PreviewNames['profile'],
    credits: Array.isArray(names.credits) ? names.credits.flatMap(creditOf) : [],
  };
}

/**
 * The link's story and, in parallel, its names (byline, section, vendors): a visitor reads the
 * preview as the story will look once live, not "By Anonymous" in "The Magazine" (#41).
 */
export async function getPostPreview(token: string): Promise<PostPreview> {
  if (!PREVIEW_TOKEN.test(token)) return { state: 'unknown' };
  const supabase = await getSupabase();
  const [story, names] = await Promise.all([
    supabase.rpc('post_preview', { token }).select(PREVIEW_SELECT).maybeSingle(),
    supabase.rpc('post_preview_names', { token }),
  ]);
  if (story.error) throw story.error;
  if (!story.data) return { state: 'unknown' };
  const data = story.data;
  const hidden = hiddenReason(data);
  if (!hidden) return { state: 'published', slug: data.slug };
  if (names.error) throw names.error;
  return { state: 'preview', post: { ...data, ...previewNames(names.data), hidden } };
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
