import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getFeaturedPostsQueryOptions } from '@/features/posts';
import { FEATURED_QUERY_SETTINGS } from '../lib/home-query-settings';
import { SoundProvider } from './video/sound-manager';
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

/** Starts The Latest's query before the first render (the home route's `prefetch`). */
export const prefetchHomeFirstScreen = (client: QueryClient) =>
  client.prefetchQuery({ ...getFeaturedPostsQueryOptions(), ...FEATURED_QUERY_SETTINGS });

/**
 * The top of the home page: also rendered at build time, around stand-in stories, as the template
 * index.html paints The Latest into before the app has loaded (src/first-screen).
 */
export function HomeFirstScreen() {
  return (
    <>
      <ListingsSearch />
      <WelcomeBanner />
      <LatestSection />
    </>
  );
}

/**
 * The home page's sections in the order. Each section owns its query: the ones on the
 * first screen start at once and in parallel; the rest start as they near the viewport.
 */
export function HomeSections() {
  return (
    <SoundProvider>
      <HomeFirstScreen />
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
