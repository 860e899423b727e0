import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import {
  CAROUSEL_AUTOPLAY_DELAY_MS,
  CAROUSEL_SLIDE_DURATION,
  VENDOR_CAROUSEL_LINK_LABEL,
} from '@/config/site';
import type { CarouselVendor } from '@/features/listings';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { CarouselButtons } from './carousel-buttons';
import { VendorCard } from './vendor-card';

/**
 * The 'Meet the Artist' slides: Embla with autoplay every 3000 ms, pausing while the mouse is over
 * it, not stopping on interaction, with a visible pause/play control. Reduced motion: starts paused.
 */
export function VendorCarousel({ vendors }: { vendors: CarouselVendor[] }) {
  const reducedMotion = useReducedMotion();
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay: CAROUSEL_AUTOPLAY_DELAY_MS,
        stopOnMouseEnter: true,
        stopOnInteraction: false,
        playOnInit: !reducedMotion,
      }),
    [reducedMotion],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: CAROUSEL_SLIDE_DURATION },
    [autoplay],
  );
  /** The visitor's own pause (the control), as opposed to the hover pause. */
  const [paused, setPaused] = useState(reducedMotion);

  useEffect(() => {
    if (!embla || !paused) return;
    // Leaving the carousel with the mouse restarts Embla's autoplay; the visitor's pause wins.
    const keepPaused = () => autoplay.stop();
    keepPaused();
    embla.on('autoplay:play', keepPaused);
    return () => {
      embla.off('autoplay:play', keepPaused);
    };
  }, [embla, autoplay, paused]);

  const toggle = () => {
    if (paused) autoplay.play();
    setPaused(!paused);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Featured artists">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {vendors.map((vendor, index) => (
            <div
              key={vendor.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${vendors.length}`}
              data-vendor-slide={vendor.url_name}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 md:basis-1/4 xl:basis-1/5"
            >
              <VendorCard vendor={vendor} />
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={toggle}
          className="mt-6 rounded-full border border-ink-300 px-4 py-2 text-xs tracking-label text-ink uppercase hover:border-ink"
        >
          {paused ? 'Play carousel' : 'Pause carousel'}
        </button>
        <CarouselButtons embla={embla} label="artists" />
      </div>
    </div>
  );
}

export function SeeAllArtistsLink() {
  return (
    <Link
      to={PATHS.index}
      className="text-xs font-medium tracking-label text-ink uppercase underline-offset-4 hover:underline"
    >
      {VENDOR_CAROUSEL_LINK_LABEL}
    </Link>
  );
}
