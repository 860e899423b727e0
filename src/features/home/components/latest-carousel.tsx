import useEmblaCarousel from 'embla-carousel-react';
import { CAROUSEL_SLIDE_DURATION } from '@/config/site';
import { LatestSlides, type LatestSlidesProps } from './latest-slides';

/** Mobile Latest: swipeable cards 75% wide, the next one peeking in (Embla, loaded lazily). */
export default function LatestCarousel(props: Omit<LatestSlidesProps, 'viewportRef'>) {
  const [viewportRef] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: CAROUSEL_SLIDE_DURATION,
  });
  return <LatestSlides {...props} viewportRef={viewportRef} />;
}
