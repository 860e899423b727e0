import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { postKeys } from '../keys';
import { isPostSlug } from '../lib/post-filters';

/** Whether a slug is free for this post (null: a new one). Admins read every post. */
export async function isSlugFree(slug: string, id: string | null): Promise<boolean> {
  const supabase = await getSupabase();
  let query = supabase.from('blog_posts').select('id').eq('slug', slug).limit(1);
  if (id) query = query.neq('id', id);
  const { data, error } = await query;
  if (error) throw error;
  return data.length === 0;
}

/** The slugs of posts that start with `base` (for numbering a repeated title). */
export async function slugsStartingWith(base: string): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select('slug')
    .like('slug', `${base}%`)
    .limit(1000);
  if (error) throw error;
  return data.map((row) => row.slug);
}

/** The editor's check of the web address it is given; asked only of a well-formed one. */
export const getSlugFreeQueryOptions = (slug: string, id: string | null) =>
  queryOptions({
    queryKey: postKeys.slug(slug, id),
    queryFn: () => isSlugFree(slug, id),
    enabled: isPostSlug(slug),
  });
