import { FALLBACK_AUTHOR_NAME, FALLBACK_CATEGORY_LABEL } from '@/config/site';
import { monthDayYear } from '@/lib/english-dates';
import type { AuthorProfile, CategoryRef } from '../api/post-fields';

/** "November 19, 2026"; empty for a missing or malformed date. */
export function formatPostDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : monthDayYear(date);
}

/** Spec §2: the author's full_name, else the author field, else 'Anonymous'. */
export function authorName(post: {
  profile?: AuthorProfile | null;
  author?: string | null;
}): string {
  return post.profile?.full_name?.trim() || post.author?.trim() || FALLBACK_AUTHOR_NAME;
}

/** Spec §2: the subcategory's name, else the section's name, else 'Category'. */
export function categoryLabel(
  post: { subcategory_ref?: CategoryRef | null; category_ref?: CategoryRef | null },
  sectionName?: string,
): string {
  return (
    post.subcategory_ref?.name?.trim() ||
    sectionName?.trim() ||
    post.category_ref?.name?.trim() ||
    FALLBACK_CATEGORY_LABEL
  );
}
