/**
 * The directory's data and pages: listings with their business categories, photos, credits and
 * inquiries. Everything outside this folder reads listings through here: one key factory
 * (`listingKeys`; a write invalidates `listingKeys.all`), the select strings as literals, the
 * query options (the menus and the home page compose them with their own freshness settings) and
 * the pages' components.
 */
export {
  listingKeys,
  type InquiryFilters,
  type ListingFilters,
  type ModerationFilters,
  type VenueFilters,
} from './keys';
export { INQUIRY_STATUSES, type InquiryStatus } from './lib/inquiry-status';
export { LISTING_STATES, type ListingState } from './lib/listing-state';
export { BUSINESS_CATEGORY_COLUMNS } from './api/business-category-query';
export {
  LISTING_CARD_COLUMNS,
  LISTING_DETAIL_COLUMNS,
  type ListingCardData,
  type ListingCategory,
  type ListingDetail,
} from './lib/listing-columns';
export {
  getBusinessCategoriesQueryOptions,
  useBusinessCategories,
  type BusinessCategory,
} from './api/get-business-categories';
export {
  getAdminBusinessCategoriesQueryOptions,
  type AdminBusinessCategory,
} from './api/get-admin-business-categories';
export { useCreateBusinessCategory } from './api/create-business-category';
export { useUpdateBusinessCategory } from './api/update-business-category';
export { useDeleteBusinessCategory } from './api/delete-business-category';
export type { BusinessCategoryInput } from './lib/business-category-input';
export {
  getDirectoryListingsQueryOptions,
  useDirectoryListings,
} from './api/get-directory-listings';
export { getVenueListingsQueryOptions, useVenueListings } from './api/get-venue-listings';
export { getFeaturedListingsQueryOptions, useFeaturedListings } from './api/get-featured-listings';
export { getListingQueryOptions, useListing, type ListingPageData } from './api/get-listing';
export { useListingLead, type ListingLead } from './api/listing-lead';
export { getRelatedListingsQueryOptions, useRelatedListings } from './api/get-related-listings';
export {
  getMenuListingsQueryOptions,
  LISTING_MENU_COLUMNS,
  useMenuListings,
  type MenuListing,
} from './api/get-menu-listings';
export {
  getListingsWithPhotosQueryOptions,
  LISTING_CAROUSEL_COLUMNS,
  type CarouselVendor,
} from './api/get-listings-with-photos';
export { shuffle } from './lib/shuffle';
export {
  getListingSuggestionsQueryOptions,
  LISTING_SUGGESTION_COLUMNS,
  type ListingSuggestion,
} from './api/get-listing-suggestions';
export { createInquiry, useCreateInquiry, type NewInquiry } from './api/create-inquiry';

export { directoryFilters, venueFilters } from './lib/directory-filters';
export { prefetchDirectory, prefetchVenues } from './api/prefetch-directory';
export { selectListingsPage } from './api/select-listings-page';
export { selectListingByUrlName } from './api/select-listing-by-url-name';
export { VendorDirectory } from './components/vendor-directory';
export { VenueDirectory } from './components/venue-directory';
export {
  DIRECTORY_INTRO,
  DirectoryColumn,
  DirectoryIntro,
  VENUES_INTRO,
} from './components/directory-intro';
export { DirectoryHead } from './components/directory-head';
export { FeaturedIn } from './components/featured-in';
export { InquiryForm } from './components/inquiry-form';
export { MultiInquiryForm } from './components/multi-inquiry-form';
export { ListingGallery } from './components/listing-gallery';
export { ListingNotFound } from './components/listing-not-found';
export { ListingProfile } from './components/listing-profile';
export { ListingPageContent } from './components/listing-page-content';
export { RelatedListings } from './components/related-listings';
export { listingCoverImage } from './lib/listing-images';
export { directoryShareImage } from './lib/directory-share-image';
export { selectFeaturedListings } from './api/get-featured-listings';
export { itemListJsonLd, summarize, vendorJsonLd, vendorTitle } from './lib/seo';
export {
  CATEGORY_VIEWS,
  categoryViewKey,
  VENUE_TYPE_VIEWS,
  vendorDirectoryView,
  venueDirectoryView,
  type DirectoryView,
} from './lib/directory-view';
export {
  getMyListingsQueryOptions,
  MY_LISTING_SELECT,
  type MyListing,
} from './api/get-my-listings';
export { MyListings } from './components/my-listings';
export { getMyListingStatsQueryOptions, type ListingStats } from './api/get-my-listing-stats';
export { myListingState, type MyListingState } from './lib/my-listing-state';
export { getInquiriesQueryOptions, INQUIRY_COLUMNS, type Inquiry } from './api/get-inquiries';
export { getInquiryQueryOptions } from './api/get-inquiry';
export { getUnreadInquiryCountQueryOptions } from './api/get-unread-inquiry-count';
export { inboxTopic, useLiveInbox } from './api/use-live-inbox';
export { updateInquiry, useUpdateInquiry, type InquiryUpdate } from './api/update-inquiry';
export {
  getHeldInquiriesQueryOptions,
  useDecideHeldInquiry,
  type HeldInquiry,
} from './api/held-inquiries';
export { isReleaseLimit, RELEASE_LIMIT_MESSAGE } from './lib/held-release-error';
export { getMyResponseTimeQueryOptions } from './api/get-my-response-time';
export { getListingResponseTimeQueryOptions } from './api/get-listing-response-time';
export { formatResponseTime, type ResponseTime } from './lib/response-time';
export { recordListingView } from './api/record-listing-view';
export { ListingResponseTime } from './components/listing-response-time';
export {
  EDITABLE_LISTING_COLUMNS,
  getEditableListingQueryOptions,
  type EditableListing,
  type EditablePhoto,
  type ListingFields,
} from './api/get-editable-listing';
export { saveListing, useSaveListing, type SaveListingInput } from './api/save-listing';
export { takeDownListing, useTakeDownListing } from './api/take-down-listing';
export { putBackListing, usePutBackListing, type PutBackResult } from './api/put-back-listing';
export { uploadListingFile, uploadListingPhoto } from './api/upload-listing-file';
export { removeListingFiles } from './api/remove-listing-files';
export { ListingPreview } from './components/listing-preview';
export { getUrlNameAvailableQueryOptions } from './api/get-url-name-available';
export {
  getListingPreviewQueryOptions,
  LISTING_PREVIEW_COLUMNS,
  type ListingPreviewData,
} from './api/get-listing-preview';
export { applyListingChange } from './lib/listing-change';
export {
  getListingReviewQueryOptions,
  REVIEW_LISTING_COLUMNS,
  type ListingReview,
} from './api/get-listing-review';
export { reviewListing, useReviewListing } from './api/review-listing';
export { getFeaturedForReviewQueryOptions } from './api/get-featured-for-review';
export { getFeatureCandidatesQueryOptions } from './api/get-feature-candidates';
export { useSetFeatured } from './api/set-featured';
export { getModerationQueryOptions, type ModeratedListing } from './api/get-moderation';
export { moderateListing, useModerateListing } from './api/moderate-listing';
export {
  LISTING_SEARCH_COLUMNS,
  LISTING_SEARCH_LIMIT,
  LISTING_SEARCH_MIN_LENGTH,
  searchPublishedListings,
  searchPublishedListingsQueryOptions,
  type ListingSearchResult,
} from './api/search-published-listings';
export { getListingsByIdsQueryOptions, useListingsByIds } from './api/get-listings-by-ids';
export { ListingCard, listingPlace } from './components/listing-card';
export {
  COMPARE_LISTING_COLUMNS,
  getCompareListingsQueryOptions,
  useCompareListings,
  type CompareListing,
} from './api/get-compare-listings';
export { newestListingRequest, sitemapListingsRequest } from './api/sitemap-listings';
