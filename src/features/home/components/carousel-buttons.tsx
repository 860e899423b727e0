import type { UseEmblaCarouselType } from 'embla-carousel-react';

type EmblaApi = UseEmblaCarouselType[1];

/** Previous / next buttons under a carousel (keyboard and mouse users, not only swipe). */
export function CarouselButtons({ embla, label }: { embla: EmblaApi; label: string }) {
  const base =
    'grid size-10 place-items-center rounded-full border border-ink-300 text-ink hover:border-ink disabled:opacity-40';
  return (
    <div className="mt-6 flex justify-end gap-3">
      <button
        type="button"
        className={base}
        aria-label={`Previous ${label}`}
        onClick={() => embla?.scrollPrev()}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={base}
        aria-label={`Next ${label}`}
        onClick={() => embla?.scrollNext()}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
