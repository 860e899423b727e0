import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import {
  CAROUSEL_SLIDE_DURATION,
  TESTIMONIAL_IN_VIEW_THRESHOLD,
  TESTIMONIAL_LINK_LABEL,
  TESTIMONIAL_SLIDES_PER_VIEW,
} from '@/config/site';
import { useInView } from '@/hooks/use-in-view';
import { useIsMobile } from '@/hooks/use-media-query';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { useQuery } from '@tanstack/react-query';
import { getTestimonialVideosQueryOptions } from '@/features/videos';
import { HomeSection, useNearViewport } from './home-section';
import { TestimonialCard } from './testimonial-card';
import { CarouselButtons } from './carousel-buttons';

const TITLE = 'In Their Words';

/**
 * The testimonial strip: published 'testimonial' videos by order_index, about 5 slides on desktop
 * and 2 on mobile. Desktop cards play on hover; on mobile the active slide plays while the strip is
 * at least 10% visible. 'Loading...', 'Error loading videos', nothing when empty (spec §8).
 */
export function TestimonialStrip() {
  const [nearRef, near] = useNearViewport();
  const { data, isPending, isError } = useQuery({
    ...getTestimonialVideosQueryOptions(),
    enabled: near,
  });
  const mobile = useIsMobile();
  const reducedMotion = useReducedMotion();
  const [containerRef, containerInView] = useInView<HTMLDivElement>({
    threshold: TESTIMONIAL_IN_VIEW_THRESHOLD,
  });
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: CAROUSEL_SLIDE_DURATION,
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  if (data?.length === 0) return null;
  const perView = mobile ? TESTIMONIAL_SLIDES_PER_VIEW.mobile : TESTIMONIAL_SLIDES_PER_VIEW.desktop;

  return (
    <HomeSection
      id="testimonials"
      title={TITLE}
      sectionRef={nearRef}
      action={
        <Link
          to={PATHS.index}
          className="text-xs font-medium tracking-label text-ink uppercase underline-offset-4 hover:underline"
        >
          {TESTIMONIAL_LINK_LABEL}
        </Link>
      }
    >
      {isError ? (
        <p className="py-16 text-center text-sm text-ink-700">Error loading videos</p>
      ) : isPending ? (
        <p className="grid min-h-[400px] place-items-center text-sm tracking-label text-ink-500 uppercase">
          Loading...
        </p>
      ) : (
        <div
          ref={containerRef}
          role="region"
          aria-roledescription="carousel"
          aria-label="Testimonial videos"
        >
          <div ref={viewportRef} className="overflow-hidden">
            <div className="-ml-4 flex touch-pan-y">
              {data.map((video, index) => (
                <div
                  key={video.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${data.length}`}
                  className="min-w-0 shrink-0 grow-0 pl-4"
                  style={{ flexBasis: `${100 / perView}%` }}
                >
                  <TestimonialCard
                    video={video}
                    playOnHover={!mobile}
                    active={mobile && containerInView && index === selected && !reducedMotion}
                  />
                </div>
              ))}
            </div>
          </div>
          <CarouselButtons embla={embla} label="testimonials" />
        </div>
      )}
    </HomeSection>
  );
}
