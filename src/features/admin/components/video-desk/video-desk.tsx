import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CONTROL_CLASS } from '@/components/form';
import { TESTIMONIAL_VIDEO_LOCATION } from '@/config/site';
import { getAdminVideosQueryOptions, type StandaloneVideo } from '@/features/videos';
import { AddVideo } from './video-desk-add';
import { locationLabel, VIDEO_LOCATIONS } from './video-desk-fields';
import { VideoOrderList } from './video-desk-list';
import { VideoRow } from './video-desk-row';

/**
 * /admin/videos: the standalone videos of one place on the home page (the testimonial strip or
 * the Destination band, chosen in the URL), every status, in the order they play. Add a video
 * (upload with progress, a poster taken in the browser), edit, publish, reorder by drag, keyboard
 * or buttons, archive and restore; an archived one may be deleted for good.
 */
export function VideoDesk() {
  const [params, setParams] = useSearchParams();
  const location =
    VIDEO_LOCATIONS.find((option) => option.value === params.get('location'))?.value ??
    TESTIMONIAL_VIDEO_LOCATION;
  const videos = useQuery(getAdminVideosQueryOptions(location));
  const [adding, setAdding] = useState(false);
  const selectId = useId();
  const where = locationLabel(location);

  const choose = (next: string) => {
    const query = new URLSearchParams(params);
    if (next === TESTIMONIAL_VIDEO_LOCATION) query.delete('location');
    else query.set('location', next);
    setParams(query, { replace: true });
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex w-full max-w-xs flex-col gap-2">
          <label
            htmlFor={selectId}
            className="text-xs font-medium tracking-label text-ink uppercase"
          >
            Where the videos play
          </label>
          <select
            id={selectId}
            className={CONTROL_CLASS}
            value={location}
            onChange={(event) => choose(event.target.value)}
          >
            {VIDEO_LOCATIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {adding ? null : (
          <Button variant="solid" onClick={() => setAdding(true)}>
            Add a video
          </Button>
        )}
      </div>
      <p className="max-w-measure text-sm text-ink-700">
        {location === TESTIMONIAL_VIDEO_LOCATION
          ? 'The home page’s testimonial strip plays the published videos, in this order.'
          : 'The Destination band plays the first active or published video; with none, it plays the site’s default film.'}
      </p>
      {adding ? <AddVideo location={location} onClose={() => setAdding(false)} /> : null}
      {videos.isPending ? (
        <Spinner label="Loading…" className="py-8" />
      ) : videos.isError ? (
        <LoadError compact what="the videos" onRetry={() => void videos.refetch()} />
      ) : (
        <VideoSections location={location} where={where} videos={videos.data} />
      )}
    </div>
  );
}

function VideoSections({
  location,
  where,
  videos,
}: {
  location: string;
  where: string;
  videos: StandaloneVideo[];
}) {
  const ordered = videos.filter((video) => video.status !== 'archived');
  const archived = videos.filter((video) => video.status === 'archived');
  return (
    <>
      <section aria-labelledby="video-desk-order" className="space-y-4">
        <h2 id="video-desk-order" className="font-display text-2xl text-ink">
          {where}, in order
        </h2>
        {ordered.length === 0 ? (
          <p className="text-ink-700">
            No videos here yet. Add one: it stays a draft until you publish it.
          </p>
        ) : (
          <VideoOrderList label={`${where} videos`} location={location} videos={ordered} />
        )}
      </section>
      <section aria-labelledby="video-desk-archived" className="space-y-4">
        <h2 id="video-desk-archived" className="font-display text-2xl text-ink">
          Archived
        </h2>
        {archived.length === 0 ? (
          <p className="text-ink-700">Nothing archived.</p>
        ) : (
          <ul
            aria-label={`Archived ${where} videos`}
            className="divide-y divide-ivory-300 border-y border-ivory-300"
          >
            {archived.map((video) => (
              <VideoRow key={video.id} video={video} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
