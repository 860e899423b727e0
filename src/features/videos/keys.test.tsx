import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mountViews, serveTable } from '@/testing/invalidation';
import {
  getDestinationVideosQueryOptions,
  getTestimonialVideosQueryOptions,
  videoKeys,
  type StandaloneVideo,
} from '.';

describe('videoKeys', () => {
  it('invalidating videoKeys.all runs the testimonial strip and the Destination band again', async () => {
    // Standalone videos have no page of their own: their two views are the two lists. An editor
    // retitles the videos between the two reads: both lists must hold the new title.
    let title = 'Before';
    const requests = serveTable('standalone_videos', (url) => [
      { id: url.searchParams.get('location'), title },
    ]);
    const testimonials = getTestimonialVideosQueryOptions();
    const destination = getDestinationVideosQueryOptions();

    const { queryClient, invalidate } = await mountViews(
      () => ({ testimonials: useQuery(testimonials), destination: useQuery(destination) }),
      (views) => views.testimonials.isSuccess && views.destination.isSuccess,
    );
    expect(requests).toHaveLength(2);

    title = 'After';
    await invalidate(videoKeys.all);

    const titleOf = (key: readonly unknown[]) =>
      queryClient.getQueryData<StandaloneVideo[]>(key)?.[0]?.title;
    expect(titleOf(testimonials.queryKey)).toBe('After');
    expect(titleOf(destination.queryKey)).toBe('After');
    expect(requests.map((url) => url.searchParams.get('location')).sort()).toEqual([
      'eq.destination',
      'eq.destination',
      'eq.testimonial',
      'eq.testimonial',
    ]);
  });

  it('names every level under the root, the desk’s reorder writes included', () => {
    const filters = { location: 'testimonial', statuses: ['published'] };
    expect(videoKeys.list(filters)).toEqual(['videos', 'list', filters]);
    expect(getTestimonialVideosQueryOptions().queryKey).toEqual(videoKeys.list(filters));
    expect(videoKeys.admin('destination')).toEqual([
      'videos',
      'admin',
      { location: 'destination' },
    ]);
    expect(videoKeys.reorder()).toEqual(['videos', 'reorder']);
  });
});
