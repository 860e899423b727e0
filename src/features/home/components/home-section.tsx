import type { ReactNode, Ref } from 'react';
import { HOME_SECTION_PREFETCH_MARGIN } from '@/config/site';
import { cn } from '@/lib/utils';
import { useInView } from '@/hooks/use-in-view';

/** `near` turns true once the section is within HOME_SECTION_PREFETCH_MARGIN of the viewport. */
export function useNearViewport() {
  return useInView<HTMLElement>({ rootMargin: HOME_SECTION_PREFETCH_MARGIN, once: true });
}

export interface HomeSectionProps {
  /** Used for the heading's id and the section's test hook. */
  id: string;
  title: string;
  children: ReactNode;
  sectionRef?: Ref<HTMLElement>;
  /** A link beside the heading ('I WANT MORE', 'See all'). */
  action?: ReactNode;
  className?: string;
  /** Full-bleed sections draw their own container. */
  bleed?: boolean;
}

const CONTAINER = 'mx-auto max-w-7xl px-4 md:px-8';

/** A titled home section: a landmark region named by its heading. */
export function HomeSection({
  id,
  title,
  children,
  sectionRef,
  action,
  className,
  bleed,
}: HomeSectionProps) {
  const headingId = `home-${id}-heading`;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      data-section={id}
      className={cn('py-12 md:py-16', className)}
    >
      <div className={cn(!bleed && CONTAINER)}>
        {/* A full-bleed band still insets its heading and rule like every other section. */}
        <div className={cn(bleed && CONTAINER)}>
          <div className="mb-8 flex items-end justify-between gap-4 border-b border-ivory-300 pb-3">
            <h2 id={headingId} className="text-3xl font-medium text-ink md:text-4xl">
              {title}
            </h2>
            {action}
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}

/** Placeholder boxes the size of a section's content, while its query runs. */
export function SectionSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('grid animate-pulse gap-6 md:grid-cols-3', className)}>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-3">
          <div className="aspect-[16/10] bg-ivory-200" />
          <div className="h-4 w-1/3 bg-ivory-200" />
          <div className="h-6 w-5/6 bg-ivory-200" />
          <div className="h-4 w-2/3 bg-ivory-200" />
        </div>
      ))}
    </div>
  );
}
