/**
 * The admin area's screens. It owns no table: the data, keys and writes are the data features'
 * (listings, membership, posts). The admin dashboard issue gathers these under /admin.
 */
export { differences, ListingReview } from './components/listing-review';
