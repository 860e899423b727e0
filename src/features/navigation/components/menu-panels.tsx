import type { MegaMenuKey } from '@/config/navigation';
import { listingPath, postPath } from '@/config/paths';
import { useBlogMenuPosts } from '../api/get-blog-menu-posts';
import { useVendorMenuListings } from '../api/get-vendor-menu-listings';
import { useVenueMenuPosts } from '../api/get-venue-menu-posts';
import type { MenuListing, MenuPost } from '../api/menu-queries';
import { MenuCards } from './menu-cards';

type PanelCardsProps = { onNavigate: () => void };

function postCard(post: MenuPost) {
  return {
    key: post.id,
    to: postPath(post.slug),
    title: post.title,
    label: post.subcategory_ref?.name ?? post.category_ref?.name,
    image: post.featured_image,
    video: post.video_url[0] ?? null,
  };
}

function listingCard(listing: MenuListing) {
  const place = [listing.city, listing.state ?? listing.country].filter(Boolean).join(', ');
  return {
    key: listing.id,
    to: listingPath(listing.url_name),
    title: listing.name,
    label: [listing.category_ref?.name, place].filter(Boolean).join(' · '),
    image: listing.image_url ?? listing.headshot_url,
    video: listing.video_url,
  };
}

function BlogMenuCards({ onNavigate }: PanelCardsProps) {
  const query = useBlogMenuPosts();
  return (
    <MenuCards
      query={query}
      toCard={postCard}
      emptyText="New stories are on their way."
      onNavigate={onNavigate}
    />
  );
}

function VenueMenuCards({ onNavigate }: PanelCardsProps) {
  const query = useVenueMenuPosts();
  return (
    <MenuCards
      query={query}
      toCard={postCard}
      emptyText="New destinations are on their way."
      onNavigate={onNavigate}
    />
  );
}

function VendorMenuCards({ onNavigate }: PanelCardsProps) {
  const query = useVendorMenuListings();
  return (
    <MenuCards
      query={query}
      toCard={listingCard}
      emptyText="Our featured artists will be announced soon."
      onNavigate={onNavigate}
    />
  );
}

/** Each panel's cards, read from the query its trigger prefetched. */
export const MENU_PANEL_CARDS: Record<MegaMenuKey, (props: PanelCardsProps) => React.ReactNode> = {
  blog: BlogMenuCards,
  venue: VenueMenuCards,
  vendor: VendorMenuCards,
};
