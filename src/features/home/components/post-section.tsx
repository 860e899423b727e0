import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { HomePost } from '../api/home-posts';
import { HomeSection, SectionSkeleton, useNearViewport } from './home-section';

export interface PostSectionProps {
  id: string;
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key
  options: UseQueryOptions<HomePost[], Error, HomePost[], any>;
  children: (posts: HomePost[]) => ReactNode;
  className?: string;
}

/**
 * A post section that loads when it nears the viewport, shows a same-size skeleton meanwhile, and
 * hides itself when its query fails (already logged by the fetcher) or finds no posts (spec §8).
 */
export function PostSection({ id, title, options, children, className }: PostSectionProps) {
  const [ref, near] = useNearViewport();
  const { data, isError } = useQuery({ ...options, enabled: near });
  if (isError || data?.length === 0) return null;
  return (
    <HomeSection id={id} title={title} sectionRef={ref} className={className}>
      {data ? children(data) : <SectionSkeleton />}
    </HomeSection>
  );
}
