/**
 * The vendor's workspace: the dashboard (listings with their state and numbers, the inquiry
 * inbox). It owns no table: the data is the listings and membership features'.
 */
export { VENDOR_DASHBOARD_TITLE, VendorDashboard } from './components/vendor-dashboard';
export { QUICK_REPLIES, replyHref, type QuickReplyKey } from './lib/quick-replies';
export { ListingEditor } from './components/listing-editor/listing-editor';
export { listingSchema, urlNameFrom, type ListingFormValues } from './lib/listing-schema';
