import type { PostCardPost } from '@/features/posts';

/** The first video of a post (video_url is an array; the first is used). */
export function firstVideo(post: Pick<PostCardPost, 'video_url'>): string | undefined {
  return post.video_url?.find((url) => url.trim().length > 0);
}
