import type { MegaMenuKey } from '@/config/navigation';
import { listingPath, postPath } from '@/config/paths';
import { type MenuListing } from '@/features/listings';
import { useQuery } from '@tanstack/react-query';
import type { PostTeaser } from '@/features/posts';
import {
  blogMenuQueryOptions,
  vendorMenuQueryOptions,
  venueMenuQueryOptions,
} from '../api/menu-queries';
import { MenuCards } from './menu-cards';

type PanelCardsProps = { onNavigate: () => void };

function postCard(post: PostTeaser) {
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
  const query = useQuery(blogMenuQueryOptions());
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
  const query = useQuery(venueMenuQueryOptions());
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
  const query = useQuery(vendorMenuQueryOptions());
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
