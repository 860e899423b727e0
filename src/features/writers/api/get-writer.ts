import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAGAZINE_QUERY_STALE_TIME_MS } from '@/config/site';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { isSlug } from '@/lib/slug';
import type { Tables } from '@/types/database';
import { writerKeys } from '../keys';

/** The longest slug the database gives a writer (profiles_slug_check). */
export const WRITER_SLUG_MAX_LENGTH = 80;

/** What a writer's page shows of the profile: exactly the columns anon may read. */
export const WRITER_PAGE_SELECT = 'id,slug,full_name,avatar_url,bio';

export type WriterProfile = Pick<
  Tables<'profiles'>,
  'id' | 'slug' | 'full_name' | 'avatar_url' | 'bio'
>;

export const isWriterSlug = (slug: string) => isSlug(slug, WRITER_SLUG_MAX_LENGTH);

/** The request by slug (before `.maybeSingle()`); the site function builds the same one. */
export const writerRequest = (supabase: AppSupabaseClient, slug: string) =>
  supabase.from('profiles').select(WRITER_PAGE_SELECT).eq('slug', slug);

/**
 * A writer's public face by the slug of their page. Null when no readable profile has it
 * (row-level security shows an account's profile only as the byline of a published story); a
 * slug that cannot exist is answered without a request.
 */
export async function getWriter(slug: string): Promise<WriterProfile | null> {
  if (!isWriterSlug(slug)) return null;
  const { data, error } = await writerRequest(await getSupabase(), slug).maybeSingle();
  if (error) throw error;
  return data;
}

export const getWriterQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: writerKeys.detail(slug),
    queryFn: () => getWriter(slug),
    staleTime: MAGAZINE_QUERY_STALE_TIME_MS,
  });

export const useWriter = (slug: string) => useQuery(getWriterQueryOptions(slug));
