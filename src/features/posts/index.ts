/**
 * The magazine: blog posts with their categories, subcategories, authors and vendor credits,
 * and the home page's featured entries. Everything outside this folder reads posts through here:
 * one key factory (`postKeys`; a write invalidates `postKeys.all`), the select strings as
 * literals, the query options (the home page and the menus compose them with their own freshness
 * settings), and the magazine's pages and cards.
 */
export {
  postKeys,
  type DeskFilters,
  type DeskStatus,
  type PostFeed,
  type PostListFilters,
  type SectionPostsFilters,
  type WriterPostsFilters,
} from './keys';
export {
  POST_CARD_SELECT,
  type PostCardPost,
  type PostTeaser,
  type PostPage,
} from './api/post-fields';
export { deskStatus } from './lib/desk-status';
export { getDeskPostsQueryOptions, type DeskPost } from './api/get-desk-posts';
export { useUpdateDeskPost, type DeskPatch } from './api/update-desk-post';
export { useDeletePostForGood } from './api/delete-post-for-good';
export { getCurationQueryOptions, type CuratedPost } from './api/get-curation';
export { getPickablePostsQueryOptions } from './api/get-pickable-posts';
export { useSetFeaturedPosts } from './api/set-featured-posts';
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
export { getPostsQueryOptions, postsRequest, usePosts } from './api/get-posts';
export { usePostLead, type PostLeadPost } from './api/post-lead';
// Apart from post-lead.ts: only the vendor page imports it, so it travels in that page's chunk.
export { useCreditedListing, type CreditedListing } from './api/credited-listing';
export {
  getPostQueryOptions,
  POST_DETAIL_SELECT,
  postRequest,
  usePost,
  type PostDetail,
} from './api/get-post';
export {
  getSectionPostsQueryOptions,
  sectionPostsRequest,
  useSectionPosts,
} from './api/get-section-posts';
export {
  getWriterPostsQueryOptions,
  useWriterPosts,
  writerPostsRequest,
} from './api/get-writer-posts';
export { WriterStories } from './components/writer-stories';
export { readMagazineParams } from './lib/search-params';
export { getBlogCategoriesQueryOptions, useBlogCategories } from './api/get-blog-categories';
export {
  getAdminBlogCategoriesQueryOptions,
  type AdminBlogCategory,
} from './api/get-admin-blog-categories';
export { useCreateBlogCategory, type BlogCategoryInput } from './api/create-blog-category';
export { useUpdateBlogCategory } from './api/update-blog-category';
export { useDeleteBlogCategory } from './api/delete-blog-category';

export {
  prefetchBlogIndex,
  prefetchNybfw,
  prefetchPost,
  prefetchSection,
} from './api/first-screen';
export { BlogIndex } from './components/blog-index';
export { SectionTemplate } from './components/section-template';
export { postListJsonLd } from './lib/post-list-json-ld';
export { articleJsonLd } from './lib/article-json-ld';
export { NybfwLanding } from './components/nybfw-landing';
export { nybfwPostsRequest } from './api/get-nybfw-posts';
export { PostArticle, PostLead } from './components/post-article';
export { usePostPreview, type PostPreview } from './api/get-post-preview';
export { usePreviewLinks } from './api/get-preview-links';
export { useCreatePreviewLink, type CreatedPreviewLink } from './api/create-preview-link';
export { useRevokePreviewLink } from './api/revoke-preview-link';
export { AuthorAvatar } from './components/author-avatar';
export { AuthorLink } from './components/author-link';
export { POST_TITLE_ID } from './components/post-header';
export { PostMeta } from './components/post-meta';
export { PostCard, type PostCardProps, type PostCardVariant } from './components/post-card';
export { PostImage, type PostImageAspect } from './components/post-image';
export { authorName, categoryLabel, formatPostDate } from './lib/format';
export { isPostSlug, SLUG_MAX_LENGTH } from './lib/post-filters';
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
  getEditablePostQueryOptions,
  useFetchEditablePost,
  type EditablePost,
  type PostFields,
} from './api/get-editable-post';
export { getRevisionsQueryOptions, type PostRevision } from './api/get-revisions';
export { getSlugFreeQueryOptions } from './api/get-slug-free';
export { useCreatePost } from './api/create-post';
export { useSavePost } from './api/save-post';
export { usePublishPost } from './api/publish-post';
export { useUnpublishPost } from './api/unpublish-post';
export type { PostMove } from './api/set-post-status';
export { useUpdatePost } from './api/update-post';
export { usePostChannel, type PostEditor, type PostSaved } from './api/use-post-channel';
export { useDiscardPostChanges } from './api/discard-post-changes';
export { useRestoreRevision } from './api/restore-revision';
export { uploadPostCover, uploadPostImage } from './api/upload-post-image';
export { PostConflictError } from './lib/post-conflict-error';
export { getPostsByIdsQueryOptions, usePostsByIds } from './api/get-posts-by-ids';
export {
  newestPostRequest,
  newsPostsRequest,
  rssPostsRequest,
  sitemapPostsRequest,
} from './api/feed-posts';
