/**
 * The magazine: blog posts with their categories, subcategories, authors and vendor credits,
 * and the home page's featured entries. Everything outside this folder reads posts through here:
 * one key factory (`postKeys`; a write invalidates `postKeys.all`), the select strings as
 * literals, the query options (the home page and the menus compose them with their own freshness
 * settings), and the magazine's pages and cards.
 */
export {
  POST_CARD_SELECT,
  postKeys,
  type PostCardPost,
  type PostFeed,
  type PostTeaser,
  type PostPage,
  type DeskFilters,
  type DeskStatus,
} from './api/post-fields';
export {
  deskStatus,
  getCurationQueryOptions,
  getDeskPostsQueryOptions,
  getPickablePostsQueryOptions,
  useDeletePostForGood,
  useSetFeaturedPosts,
  useUpdateDeskPost,
  type CuratedPost,
  type DeskPatch,
  type DeskPost,
} from './api/admin-posts';
export {
  fetchPostFeed,
  fetchPostTeasers,
  getPostFeedQueryOptions,
  getPostTeasersQueryOptions,
} from './api/get-post-feed';
export {
  FEATURED_POST_SELECT,
  featuredPostsRequest,
  fetchFeaturedPosts,
  getFeaturedPostsQueryOptions,
  keepCompletePosts,
} from './api/get-featured-posts';
export {
  getPostsQueryOptions,
  postsRequest,
  usePosts,
  type PostListFilters,
} from './api/get-posts';
export {
  getPostQueryOptions,
  POST_DETAIL_SELECT,
  postRequest,
  usePost,
  type PostDetail,
} from './api/get-post';
export { getSectionPostsQueryOptions, useSectionPosts } from './api/get-section-posts';
export { getBlogCategoriesQueryOptions, useBlogCategories } from './api/get-blog-categories';
export {
  getAdminBlogCategoriesQueryOptions,
  useCreateBlogCategory,
  useDeleteBlogCategory,
  useUpdateBlogCategory,
  type AdminBlogCategory,
  type BlogCategoryInput,
} from './api/admin-blog-categories';

export { prefetchBlogIndex, prefetchNybfw, prefetchPost } from './api/first-screen';
export { BlogIndex } from './components/blog-index';
export { SectionTemplate } from './components/section-template';
export { NybfwLanding } from './components/nybfw-landing';
export { nybfwPostsRequest } from './api/get-nybfw-posts';
export { PostArticle, PostLead } from './components/post-article';
export { AuthorAvatar } from './components/author-avatar';
export { POST_TITLE_ID } from './components/post-header';
export { PostMeta } from './components/post-meta';
export { PostCard, type PostCardProps, type PostCardVariant } from './components/post-card';
export { PostImage, type PostImageAspect } from './components/post-image';
export { authorName, categoryLabel, formatPostDate } from './lib/format';
export { SLUG_MAX_LENGTH } from './api/post-filters';
export {
  parseBlocks,
  blocksText,
  VENDOR_CREDITS_HEADING,
  type BlockType,
  type ContentBlock,
  type Credit,
  type FocalPoint,
  type GalleryImage,
  type Span,
} from './lib/blocks';
export { isSafeHref, isSafeMediaRef } from './lib/safe-url';
export { toSafeEmbed, type EmbedProvider, type SafeEmbed } from './lib/embed';
export {
  createPost,
  editKeys,
  fetchEditablePost,
  getEditablePostQueryOptions,
  getRevisionsQueryOptions,
  isSlugFree,
  PostConflictError,
  recordRevision,
  savePost,
  uploadPostImage,
  useRestoreRevision,
  type EditablePost,
  type PostFields,
  type PostRevision,
  type RevisionReason,
} from './api/edit-post';
