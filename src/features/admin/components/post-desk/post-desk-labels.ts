import type { DeskStatus } from '@/features/posts';

/** The desk's words for where a post stands, in the order its status filter lists them. */
export const STATUS_LABELS: Record<DeskStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};
export const STATUSES = Object.keys(STATUS_LABELS) as DeskStatus[];
