import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HOME_SECTION_FEEDS, type HomeSectionKey } from '@/config/home-sections';
import { getPostFeedQueryOptions, type PostCardPost } from '@/features/posts';
import { HOME_QUERY_SETTINGS } from '../lib/home-query-settings';
import { HomeSection, SectionSkeleton, useNearViewport } from './home-section';

export interface PostSectionProps {
  id: string;
  title: string;
  /** Which of the home page's feeds (spec §7) the section shows. */
  feed: HomeSectionKey;
  children: (posts: PostCardPost[]) => ReactNode;
  className?: string;
}

/**
 * A post section that loads when it nears the viewport, shows a same-size skeleton meanwhile, and
 * hides itself when its query fails (logged by the posts feature) or finds no posts (spec §8).
 */
export function PostSection({ id, title, feed, children, className }: PostSectionProps) {
  const [ref, near] = useNearViewport();
  const { data, isError } = useQuery({
    ...getPostFeedQueryOptions(HOME_SECTION_FEEDS[feed]),
    ...HOME_QUERY_SETTINGS,
    enabled: near,
  });
  if (isError || data?.length === 0) return null;
  return (
    <HomeSection id={id} title={title} sectionRef={ref} className={className}>
      {data ? children(data) : <SectionSkeleton />}
    </HomeSection>
  );
}
