/**
 * Standalone videos (testimonials, the Destination band): the key factory (`videoKeys`; a write
 * invalidates `videoKeys.all`), the literal select and the query options the home page composes.
 */
export { videoKeys } from './api/video-keys';
export {
  fetchVideos,
  getDestinationVideosQueryOptions,
  getTestimonialVideosQueryOptions,
  VIDEO_SELECT,
  VISIBLE_VIDEO_STATUSES,
  type StandaloneVideo,
} from './api/get-videos';
