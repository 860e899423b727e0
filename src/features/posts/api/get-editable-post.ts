import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSupabase } from '@/lib/supabase';
import type { Json, Tables } from '@/types/database';
import { postKeys } from '../keys';

/** Every field the editor edits, and the version it opened (`updated_at`). */
export const EDITABLE_POST_SELECT =
  'id,title,slug,excerpt,featured_image,featured_image_alt,featured_image_focal_x,featured_image_focal_y,status,author,author_id,published_at,category,subcategory,video_url,is_opinion,is_featured,content_blocks,seo_title,seo_description,social_image,updated_at';

export type EditablePost = Pick<
  Tables<'blog_posts'>,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'featured_image'
  | 'featured_image_alt'
  | 'featured_image_focal_x'
  | 'featured_image_focal_y'
  | 'status'
  | 'author'
  | 'author_id'
  | 'published_at'
  | 'category'
  | 'subcategory'
  | 'video_url'
  | 'is_opinion'
  | 'is_featured'
  | 'seo_title'
  | 'seo_description'
  | 'social_image'
  | 'updated_at'
> & { content_blocks: Json };

/** What a save writes: the editable fields, never id or the dates the database keeps. */
export type PostFields = Omit<EditablePost, 'id' | 'updated_at'>;

export async function fetchEditablePost(id: string): Promise<EditablePost | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select(EDITABLE_POST_SELECT)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const getEditablePostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: postKeys.edit(id),
    queryFn: () => fetchEditablePost(id),
    // The editor holds the words; a background refetch must not reset what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * The post as the database has it now (someone else's save), fetched on demand and kept as the
 * editor's copy; resolves to null when it is gone.
 */
export function useFetchEditablePost(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ ...getEditablePostQueryOptions(id), staleTime: 0 }),
    [queryClient, id],
  );
}
