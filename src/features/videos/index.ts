/**
 * Standalone videos (testimonials, the Destination band): the key factory (`videoKeys`; a write
 * invalidates `videoKeys.all`), the literal select and the query options the home page composes,
 * and the admin desk's list and writes.
 */
export { videoKeys } from './keys';
export {
  fetchVideos,
  getDestinationVideosQueryOptions,
  getTestimonialVideosQueryOptions,
  VIDEO_SELECT,
  VISIBLE_VIDEO_STATUSES,
  type StandaloneVideo,
} from './api/get-videos';
export { fetchAdminVideos, getAdminVideosQueryOptions } from './api/get-admin-videos';
export { createVideo, useCreateVideo, type NewVideo } from './api/create-video';
export { updateVideo, useUpdateVideo, type VideoPatch } from './api/update-video';
export { reorderVideos, useReorderVideos } from './api/reorder-videos';
export { deleteVideoForGood, useDeleteVideoForGood } from './api/delete-video';
export {
  RefusedFileError,
  uploadVideo,
  VIDEO_FILE_MAX_BYTES,
  VIDEO_FILE_TYPES,
  type UploadedVideo,
} from './api/upload-video';
export {
  EMPTY_VIDEO_FIELDS,
  toVideoColumns,
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_LINK_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  videoFieldsSchema,
  type VideoFieldValues,
} from './lib/video-schema';
