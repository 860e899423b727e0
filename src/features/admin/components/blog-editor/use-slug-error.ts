import { useQuery } from '@tanstack/react-query';
import { getSlugFreeQueryOptions, isPostSlug } from '@/features/posts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const SLUG_CHECK_DELAY_MS = 400;

/**
 * What is wrong with a post's web address, in words, or undefined: its shape at once, whether
 * another post has it once typing pauses (the database refuses a taken one anyway).
 */
export function useSlugError(slug: string, postId: string): string | undefined {
  const settled = useDebouncedValue(slug, SLUG_CHECK_DELAY_MS);
  const free = useQuery(getSlugFreeQueryOptions(settled, postId));
  if (!isPostSlug(slug)) return 'Lowercase letters, digits and single hyphens only.';
  return free.data === false ? 'Another post has this address.' : undefined;
}
