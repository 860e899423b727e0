import type { Tables } from '@/types/database';

/** The columns of standalone_videos the home reads ("all fields" of spec §7, named). */
export const STANDALONE_VIDEO_COLUMNS =
  'id,title,description,video_url,overlay_photo_url,external_link,status,location,order_index';

export type StandaloneVideo = Pick<
  Tables<'standalone_videos'>,
  | 'id'
  | 'title'
  | 'description'
  | 'video_url'
  | 'overlay_photo_url'
  | 'external_link'
  | 'status'
  | 'location'
  | 'order_index'
>;
