import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { firstFreeSlug, slugFrom } from '@/lib/slug';
import { refreshPosts } from '../lib/refresh-posts';
import { slugsStartingWith } from './get-slug-free';

/** The longest web address a new story's title suggests. */
const NEW_SLUG_MAX = 180;

/** Postgres' unique_violation: another editor took the same address a moment earlier. */
const UNIQUE_VIOLATION = '23505';

/**
 * A new draft with just a title and the web address it suggests (`-2`, `-3`, … when another post
 * has it); resolves to its id. The desk and the admin's counts refresh.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (title: string) => {
      const base = slugFrom(title, NEW_SLUG_MAX) || 'story';
      const taken = new Set(await slugsStartingWith(base));
      const supabase = await getSupabase();
      for (let attempt = 0; ; attempt += 1) {
        const slug = firstFreeSlug(base, taken, NEW_SLUG_MAX);
        const { data, error } = await supabase
          .from('blog_posts')
          .insert({ title, slug, status: 'draft' })
          .select('id')
          .single();
        if (!error) return data.id;
        if (error.code !== UNIQUE_VIOLATION || attempt >= 2) throw error;
        taken.add(slug);
      }
    },
    onSuccess: () => refreshPosts(queryClient, { admin: true }),
  });
}
