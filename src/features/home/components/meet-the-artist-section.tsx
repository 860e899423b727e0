import { useVendorsWithPhotos } from '../api/get-vendors-with-photos';
import { HomeSection, SectionSkeleton, useNearViewport } from './home-section';
import { SeeAllArtistsLink, VendorCarousel } from './vendor-carousel';

/** 'Meet the Artist': vendors with photos, shuffled on each load; 'See all' → /index. */
export function MeetTheArtistSection() {
  const [ref, near] = useNearViewport();
  const { data } = useVendorsWithPhotos(near);
  if (data?.length === 0) return null;
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
