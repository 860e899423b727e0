import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';
import { getSupabase } from '@/lib/supabase';
import { MEDIA_BUCKET } from '@/lib/media';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { Json, Tables, TablesUpdate } from '@/types/database';
import { postKeys } from './post-fields';

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

/** Someone else saved the post after this editor opened it: their words are not overwritten. */
export class PostConflictError extends Error {
  constructor() {
    super('Someone else saved this post since you opened it.');
    this.name = 'PostConflictError';
  }
}

export const editKeys = {
  post: (id: string) => [...postKeys.all, 'edit', id] as const,
  revisions: (id: string) => [...postKeys.all, 'edit', id, 'revisions'] as const,
  slug: (slug: string, id: string | null) => [...postKeys.all, 'slug', { slug, id }] as const,
};

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
    queryKey: editKeys.post(id),
    queryFn: () => fetchEditablePost(id),
    // The editor holds the words; a background refetch must not reset what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** A new draft with just a title and a slug; resolves to its id. */
export async function createPost(fields: { title: string; slug: string }): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .insert({ title: fields.title, slug: fields.slug, status: 'draft' })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/**
 * Saves the fields only if the post is still the version the editor opened (`expected`, its
 * updated_at). Resolves to the new version; rejects with PostConflictError when someone else saved
 * in between (the conditional update writes nothing then).
 */
export async function savePost(
  id: string,
  fields: Partial<PostFields>,
  expected: string,
): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .update(fields as TablesUpdate<'blog_posts'>)
    .eq('id', id)
    .eq('updated_at', expected)
    .select('updated_at');
  if (error) throw error;
  if (data.length === 0) throw new PostConflictError();
  return data[0]!.updated_at;
}

export type RevisionReason = 'autosave' | 'save' | 'publish';

/** Asks the database to keep a revision of the post as it is now (autosaves: at most every 5 min). */
export async function recordRevision(postId: string, reason: RevisionReason): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('record_post_revision', { post_id: postId, reason });
  if (error) throw error;
}

export interface PostRevision {
  id: number;
  reason: string;
  created_at: string;
  author_id: string | null;
  snapshot: { title?: string; excerpt?: string | null; content_blocks?: Json };
}

export async function fetchRevisions(postId: string): Promise<PostRevision[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('post_revisions')
    .select('id,reason,created_at,author_id,snapshot')
    .eq('post_id', postId)
    .order('id', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data as PostRevision[];
}

export const getRevisionsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: editKeys.revisions(postId), queryFn: () => fetchRevisions(postId) });

/** Writes a revision back onto the post (as a new revision); resolves to the new version. */
export function useRestoreRevision(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revisionId: number) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('restore_post_revision', { revision_id: revisionId });
      if (error) throw error;
      return fetchEditablePost(postId);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.all, refetchType: 'active' });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY });
    },
  });
}

/** Whether a slug is free for this post (null: a new one). Admins read every post. */
export async function isSlugFree(slug: string, id: string | null): Promise<boolean> {
  const supabase = await getSupabase();
  let query = supabase.from('blog_posts').select('id').eq('slug', slug).limit(1);
  if (id) query = query.neq('id', id);
  const { data, error } = await query;
  if (error) throw error;
  return data.length === 0;
}

/** Uploads an image for a post into media/posts/, resized by the caller; resolves to its path. */
export async function uploadPostImage(
  file: Blob,
  extension: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const path = `posts/${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  await uploadWithProgress({ bucket: MEDIA_BUCKET, path, file, onProgress });
  return path;
}
