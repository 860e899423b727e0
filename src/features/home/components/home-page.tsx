import { lazy, Suspense } from 'react';
import { SoundProvider } from '../video/sound-manager';
import { BeautySection } from './beauty-section';
import { BridalFashionWeekSection } from './bridal-fashion-week-section';
import { CelebritySection } from './celebrity-section';
import { DestinationSection } from './destination-section';
import { JewelrySection } from './jewelry-section';
import { LatestSection } from './latest-section';
import { ListingsSearch } from './listings-search';
import { PlanningSection } from './planning-section';
import { RealWeddingsSection } from './real-weddings-section';
import { RelationshipsSection } from './relationships-section';
import { WelcomeBanner } from './welcome-banner';

// The two carousels below the fold (Embla + autoplay) load after the first paint.
const TestimonialStrip = lazy(() =>
  import('./testimonial-strip').then((module) => ({ default: module.TestimonialStrip })),
);
const MeetTheArtistSection = lazy(() =>
  import('./meet-the-artist-section').then((module) => ({ default: module.MeetTheArtistSection })),
);

/**
 * The home page's sections in the order. Each section owns its query: the ones on the
 * first screen start at once and in parallel; the rest start as they near the viewport.
 */
export function HomeSections() {
  return (
    <SoundProvider>
      <ListingsSearch />
      <WelcomeBanner />
      <LatestSection />
      <RealWeddingsSection />
      <BridalFashionWeekSection />
      <RelationshipsSection />
      <PlanningSection />
      <JewelrySection />
      <BeautySection />
      <DestinationSection />
      <Suspense fallback={null}>
        <TestimonialStrip />
        <MeetTheArtistSection />
      </Suspense>
      <CelebritySection />
    </SoundProvider>
  );
}
