import type { DeskStatus } from '../keys';

/** Where a post stands: 'scheduled' is published with its date still ahead. */
export function deskStatus(post: { status: string; published_at: string | null }): DeskStatus {
  if (post.status === 'published')
    return post.published_at && Date.parse(post.published_at) > Date.now()
      ? 'scheduled'
      : 'published';
  return post.status === 'archived' ? 'archived' : 'draft';
}
