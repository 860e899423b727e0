/**
 * The directory's data and pages: listings with their business categories, photos, credits and
 * inquiries. Everything outside this folder reads listings through here: one key factory
 * (`listingKeys`; a write invalidates `listingKeys.all`), the select strings as literals, the
 * query options (the menus and the home page compose them with their own freshness settings) and
 * the pages' components.
 */
export { listingKeys } from './api/listing-keys';
export { BUSINESS_CATEGORY_COLUMNS } from './api/business-category-query';
export {
  LISTING_CARD_COLUMNS,
  LISTING_DETAIL_COLUMNS,
  type ListingCardData,
  type ListingCategory,
  type ListingDetail,
  type ListingFilters,
} from './api/listing-queries';
export {
  getBusinessCategoriesQueryOptions,
  useBusinessCategories,
  type BusinessCategory,
} from './api/get-business-categories';
export {
  getAdminBusinessCategoriesQueryOptions,
  useCreateBusinessCategory,
  useDeleteBusinessCategory,
  useUpdateBusinessCategory,
  type AdminBusinessCategory,
  type BusinessCategoryInput,
} from './api/admin-business-categories';
export {
  getDirectoryListingsQueryOptions,
  useDirectoryListings,
} from './api/get-directory-listings';
export { getVenueListingsQueryOptions, useVenueListings } from './api/get-venue-listings';
export { getFeaturedListingsQueryOptions, useFeaturedListings } from './api/get-featured-listings';
export { getListingQueryOptions, useListing, type ListingPageData } from './api/get-listing';
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
  shuffle,
  type CarouselVendor,
} from './api/get-listings-with-photos';
export {
  getListingSuggestionsQueryOptions,
  LISTING_SUGGESTION_COLUMNS,
  type ListingSuggestion,
} from './api/get-listing-suggestions';
export { createInquiry, useCreateInquiry, type NewInquiry } from './api/create-inquiry';

export {
  directoryFilters,
  prefetchDirectory,
  prefetchVenues,
  venueFilters,
} from './api/first-screen';
export { selectListingsPage } from './api/listing-queries';
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
export { ListingGallery } from './components/listing-gallery';
export { ListingNotFound } from './components/listing-not-found';
export { ListingProfile } from './components/listing-profile';
export { ListingPageContent } from './components/listing-page-content';
export { RelatedListings } from './components/related-listings';
export { listingCoverImage } from './listing-images';
export { summarize, vendorJsonLd, vendorTitle } from './seo';
export {
  getMyListingsQueryOptions,
  MY_LISTING_SELECT,
  type MyListing,
} from './api/get-my-listings';
export { MyListings } from './components/my-listings';
export {
  getMyListingStatsQueryOptions,
  myListingState,
  type ListingStats,
  type MyListingState,
} from './api/get-my-listings';
export {
  getInquiriesQueryOptions,
  INQUIRY_COLUMNS,
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryFilters,
  type InquiryStatus,
} from './api/get-inquiries';
export { getInquiryQueryOptions } from './api/get-inquiry';
export { updateInquiry, useUpdateInquiry, type InquiryUpdate } from './api/update-inquiry';
export {
  formatResponseTime,
  getListingResponseTimeQueryOptions,
  getMyResponseTimeQueryOptions,
  type ResponseTime,
} from './api/get-response-time';
export { recordListingView } from './api/record-listing-view';
export { ListingResponseTime } from './components/listing-response-time';
export {
  EDITABLE_LISTING_COLUMNS,
  getEditableListingQueryOptions,
  type EditableListing,
  type EditablePhoto,
  type ListingFields,
} from './api/get-editable-listing';
export {
  removeListingFiles,
  saveListing,
  uploadListingFile,
  uploadListingPhoto,
  useSaveListing,
  type SaveListingInput,
} from './api/save-listing';
export { ListingPreview } from './components/listing-preview';
export { getUrlNameAvailableQueryOptions } from './api/get-url-name-available';
export {
  getListingPreviewQueryOptions,
  LISTING_PREVIEW_COLUMNS,
  type ListingPreviewData,
} from './api/get-listing-preview';
export { applyListingChange } from './listing-change';
export {
  getFeatureCandidatesQueryOptions,
  getFeaturedForReviewQueryOptions,
  useSetFeatured,
  getListingReviewQueryOptions,
  REVIEW_LISTING_COLUMNS,
  reviewListing,
  useReviewListing,
  type ListingReview,
} from './api/listing-review';
export {
  getModerationQueryOptions,
  LISTING_STATES,
  useModerateListing,
  type ListingState,
  type ModeratedListing,
  type ModerationFilters,
} from './api/listing-moderation';
export {
  LISTING_SEARCH_COLUMNS,
  LISTING_SEARCH_LIMIT,
  LISTING_SEARCH_MIN_LENGTH,
  searchPublishedListings,
  searchPublishedListingsQueryOptions,
  type ListingSearchResult,
} from './api/search-published-listings';
