import { useQuery } from '@tanstack/react-query';
import { getListingsWithPhotosQueryOptions } from '@/features/listings';
import { HOME_QUERY_SETTINGS } from '../lib/home-query-settings';
import { HomeSection, SectionSkeleton, useNearViewport } from './home-section';
import { SeeAllArtistsLink, VendorCarousel } from './vendor-carousel';

/** 'Meet the Artist': vendors with photos, shuffled on each load; 'See all' → /index. */
export function MeetTheArtistSection() {
  const [ref, near] = useNearViewport();
  const { data, isError } = useQuery({
    ...getListingsWithPhotosQueryOptions(),
    ...HOME_QUERY_SETTINGS,
    enabled: near,
  });
  // Spec §8: a failed vendor fetch is logged (by the query) and shows nothing.
  if (isError || data?.length === 0) return null;
  return (
    <HomeSection
      id="meet-the-artist"
      title="Meet the Artist"
      sectionRef={ref}
      action={<SeeAllArtistsLink />}
    >
      {data ? <VendorCarousel vendors={data} /> : <SectionSkeleton />}
    </HomeSection>
  );
}
