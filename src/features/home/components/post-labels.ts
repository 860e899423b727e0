import { FALLBACK_AUTHOR_NAME, FALLBACK_CATEGORY_LABEL } from '@/config/site';
import type { HomePost } from '../api/home-posts';

/** 'By' line: the profile's full_name, else the author field, else 'Anonymous' (spec §2). */
export function authorName(post: Pick<HomePost, 'author' | 'profile'>): string {
  return post.profile?.full_name?.trim() || post.author?.trim() || FALLBACK_AUTHOR_NAME;
}

/** The card's label: the subcategory's name, else the section's name, else 'Category'. */
export function categoryLabel(post: Pick<HomePost, 'subcategory_ref'>, sectionName?: string) {
  return post.subcategory_ref?.name?.trim() || sectionName?.trim() || FALLBACK_CATEGORY_LABEL;
}

/** The first video of a post (video_url is an array; the first is used). */
export function firstVideo(post: Pick<HomePost, 'video_url'>): string | undefined {
  return post.video_url?.find((url) => url.trim().length > 0);
}
