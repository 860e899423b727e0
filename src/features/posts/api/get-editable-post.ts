import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getSupabase } from '@/lib/supabase';
import type { Json, Tables } from '@/types/database';
import { postKeys } from '../keys';

/**
 * Every field the editor edits, the version it opened (`updated_at`), and a published story's
 * changes waiting for Update (post_changes: administrators only).
 */
export const EDITABLE_POST_SELECT =
  'id,title,slug,excerpt,featured_image,featured_image_alt,featured_image_focal_x,featured_image_focal_y,status,author,author_id,published_at,category,subcategory,video_url,is_opinion,is_featured,content_blocks,seo_title,seo_description,social_image,updated_at,waiting:post_changes(changes,updated_at)';

type EditableRow = Pick<
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
export type PostFields = Omit<EditableRow, 'id' | 'updated_at'>;

/**
 * A post as its editor holds it: the fields (a published story's waiting changes over its live
 * version), the version (`updated_at`: the later of the row's and the waiting changes'), and
 * `live`, what readers have.
 */
export type EditablePost = EditableRow & { live: PostFields };

/** The later of two versions (timestamps as the database writes them, in UTC). */
function later(a: string, b: string): string {
  const [ta, tb] = [Date.parse(a), Date.parse(b)];
  if (ta !== tb) return ta > tb ? a : b;
  return a > b ? a : b;
}

export async function fetchEditablePost(id: string): Promise<EditablePost | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select(EDITABLE_POST_SELECT)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const { waiting: rows, id: _id, updated_at, ...live } = data;
  // One row at most (post_id is its key); read either shape an embed may come in.
  const waiting = (Array.isArray(rows) ? rows[0] : rows) ?? null;
  const changes = (waiting?.changes ?? {}) as Partial<PostFields>;
  return {
    ...live,
    ...changes,
    id: data.id,
    updated_at: waiting ? later(updated_at, waiting.updated_at) : updated_at,
    live,
  };
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
