import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { slugFrom } from '@/lib/slug';
import { refreshPosts } from '../lib/refresh-posts';
import { isSlugFree } from './get-slug-free';

/** The longest web address a new story's title suggests. */
const NEW_SLUG_MAX = 180;

/**
 * A new draft with just a title and the web address it suggests (made unique when another post
 * has it); resolves to its id. The desk and the admin's counts refresh.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (title: string) => {
      const base = slugFrom(title, NEW_SLUG_MAX) || 'story';
      const slug = (await isSlugFree(base, null)) ? base : `${base}-${Date.now().toString(36)}`;
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('blog_posts')
        .insert({ title, slug, status: 'draft' })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    },
    onSuccess: () => refreshPosts(queryClient, { admin: true }),
  });
}
