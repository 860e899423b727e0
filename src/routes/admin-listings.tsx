import { AdminPage } from '@/components/admin-page';
import { FeaturedListings, ListingModeration, ListingReview } from '@/features/admin';

/** /admin/listings: new listings and changes to live ones, for review (administrators only). */
export default function AdminListingsPage() {
  return (
    <AdminPage title="Listing review">
      <div className="space-y-16">
        <ListingReview />
        <FeaturedListings />
        <ListingModeration />
      </div>
    </AdminPage>
  );
}
