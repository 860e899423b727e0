import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '@/lib/supabase';
import { mountViews, serveTable } from '@/testing/invalidation';
import { server } from '@/testing/server';
import {
  getAdminVideosQueryOptions,
  getTestimonialVideosQueryOptions,
  useCreateVideo,
  useDeleteVideoForGood,
  useReorderVideos,
  useUpdateVideo,
  VIDEO_SELECT,
  videoKeys,
  type StandaloneVideo,
} from '..';
import { ADMIN_ROOT_KEY } from '@/lib/admin-root-key';

const row = (overrides: Partial<StandaloneVideo> = {}): StandaloneVideo => ({
  id: 'v-1',
  title: 'Ana & Luis',
  description: null,
  video_url: 'videos/1-a.mp4',
  overlay_photo_url: 'videos/1-a.webp',
  external_link: null,
  status: 'draft',
  location: 'testimonial',
  order_index: 1,
  ...overrides,
});

// The first query of a file also loads supabase-js (a dynamic import): load it before the clock runs.
beforeAll(async () => {
  await getSupabase();
});

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** Records every write to standalone_videos (and its rpc and storage calls) and answers it. */
function recordWrites(answer: (sent: Sent) => Response = () => HttpResponse.json([{ id: 'v-1' }])) {
  const sent: Sent[] = [];
  const record = async ({ request }: { request: Request }) => {
    const entry = {
      method: request.method,
      url: new URL(request.url),
      body: await request.text().then((text) => (text ? (JSON.parse(text) as unknown) : null)),
    };
    sent.push(entry);
    return answer(entry);
  };
  server.use(
    http.post('*/rest/v1/standalone_videos', record),
    http.patch('*/rest/v1/standalone_videos', record),
    http.delete('*/rest/v1/standalone_videos', record),
    http.post('*/rest/v1/rpc/reorder_videos', record),
    http.delete('*/storage/v1/object/media', record),
  );
  return sent;
}

/**
 * The desk's list and the home page's strip mounted in one client; `write` then runs a mutation
 * hook there. Both lists must be asked for again, and the admin domain invalidated.
 */
async function afterWrite<Hook>(useHook: () => Hook, write: (hook: Hook) => Promise<unknown>) {
  let title = 'Before';
  const reads = serveTable('standalone_videos', () => [row({ title })]);
  const adminList = getAdminVideosQueryOptions('testimonial');
  const strip = getTestimonialVideosQueryOptions();
  const { queryClient } = await mountViews(
    () => ({ admin: useQuery(adminList), strip: useQuery(strip) }),
    (views) => views.admin.isSuccess && views.strip.isSuccess,
  );
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useHook, { wrapper });
  title = 'After';
  await act(() => write(result.current).catch(() => undefined));
  await waitFor(() =>
    expect(queryClient.getQueryData<StandaloneVideo[]>(adminList.queryKey)?.[0]?.title).toBe(
      'After',
    ),
  );
  expect(queryClient.getQueryData<StandaloneVideo[]>(strip.queryKey)?.[0]?.title).toBe('After');
  expect(invalidated).toHaveBeenCalledWith({ queryKey: videoKeys.all });
  expect(invalidated).toHaveBeenCalledWith({ queryKey: ADMIN_ROOT_KEY });
  return { reads, queryClient };
}

describe('the admin list of a location', () => {
  it('asks for every status of the location, by order_index', async () => {
    const reads = serveTable('standalone_videos', () => [row()]);
    const options = getAdminVideosQueryOptions('destination');
    expect(options.queryKey).toEqual(['videos', 'admin', { location: 'destination' }]);
    await mountViews(
      () => useQuery(options),
      (query) => query.isSuccess,
    );
    expect(reads).toHaveLength(1);
    const url = reads[0]!;
    expect(url.searchParams.get('select')).toBe(VIDEO_SELECT);
    expect(url.searchParams.get('location')).toBe('eq.destination');
    expect(url.searchParams.get('status')).toBeNull();
    expect(url.searchParams.get('order')).toBe('order_index.asc,created_at.asc');
  });
});

describe('video writes', () => {
  it('create inserts the row and reads it back, then refreshes every view of videos', async () => {
    const sent = recordWrites(() => HttpResponse.json(row({ title: 'New' })));
    const video = {
      title: 'New',
      description: null,
      external_link: '/index',
      video_url: 'videos/2-b.mp4',
      overlay_photo_url: 'videos/2-b.webp',
      location: 'testimonial',
      status: 'draft',
    };
    await afterWrite(useCreateVideo, (create) => create.mutateAsync(video));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual(video);
    expect(sent[0]!.url.searchParams.get('select')).toBe(VIDEO_SELECT);
  });

  it('update patches one video by id with exactly the fields given', async () => {
    const sent = recordWrites();
    await afterWrite(useUpdateVideo, (update) =>
      update.mutateAsync({ id: 'v-1', patch: { status: 'archived' } }),
    );
    expect(sent.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PATCH', body: { status: 'archived' } },
    ]);
    expect(sent[0]!.url.searchParams.get('id')).toBe('eq.v-1');
  });

  it('update says so when no row was changed (gone, or refused by RLS)', async () => {
    recordWrites(() => HttpResponse.json([]));
    let failure: Error | undefined;
    await afterWrite(useUpdateVideo, (update) =>
      update.mutateAsync({ id: 'v-1', patch: { title: 'X' } }).catch((error: Error) => {
        failure = error;
      }),
    );
    expect(failure?.message).toBe('That video is no longer there.');
  });

  it('reorder calls reorder_videos with the location and the ids in order', async () => {
    const sent = recordWrites(() => new HttpResponse(null, { status: 204 }));
    await afterWrite(useReorderVideos, (reorder) =>
      reorder.mutateAsync({ location: 'testimonial', ids: ['v-2', 'v-1'] }),
    );
    expect(sent.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      [
        'POST',
        '/rest/v1/rpc/reorder_videos',
        { location: 'testimonial', video_ids: ['v-2', 'v-1'] },
      ],
    ]);
  });

  it('reorder shows the new order at once, and the database’s order again when refused', async () => {
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    server.use(
      http.post('*/rest/v1/rpc/reorder_videos', async () => {
        await refused;
        return HttpResponse.json({ message: 'refused' }, { status: 400 });
      }),
    );
    serveTable('standalone_videos', () => [row({ id: 'v-1' }), row({ id: 'v-2' })]);
    const options = getAdminVideosQueryOptions('testimonial');
    const { queryClient } = await mountViews(
      () => useQuery(options),
      (query) => query.isSuccess,
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useReorderVideos, { wrapper });
    const order = () =>
      queryClient.getQueryData<StandaloneVideo[]>(options.queryKey)?.map((video) => video.id);
    let saving: Promise<unknown> | undefined;
    act(() => {
      saving = result.current
        .mutateAsync({ location: 'testimonial', ids: ['v-2', 'v-1'] })
        .catch((error: unknown) => error);
    });
    await waitFor(() => expect(order()).toEqual(['v-2', 'v-1']));
    refuse();
    expect(await saving).toMatchObject({ message: 'refused' });
    await waitFor(() => expect(order()).toEqual(['v-1', 'v-2']));
  });

  it('delete for good removes an archived row only, then the files the desk uploaded', async () => {
    const sent = recordWrites();
    await afterWrite(useDeleteVideoForGood, (remove) =>
      remove.mutateAsync(row({ overlay_photo_url: 'demo/videos/kept.webp' })),
    );
    const [deleted, files] = sent;
    expect(deleted!.method).toBe('DELETE');
    expect(deleted!.url.searchParams.get('id')).toBe('eq.v-1');
    expect(deleted!.url.searchParams.get('status')).toBe('eq.archived');
    // The demo poster is shared with the seed: only the uploaded film goes.
    expect(files!.url.pathname).toBe('/storage/v1/object/media');
    expect(files!.body).toEqual({ prefixes: ['videos/1-a.mp4'] });
  });

  it('delete for good refuses in words when the video is not archived', async () => {
    const sent = recordWrites(() => HttpResponse.json([]));
    let failure: Error | undefined;
    await afterWrite(useDeleteVideoForGood, (remove) =>
      remove.mutateAsync(row()).catch((error: Error) => {
        failure = error;
      }),
    );
    expect(failure?.message).toBe('Only an archived video can be deleted for good.');
    expect(sent.map((entry) => entry.method)).toEqual(['DELETE']);
  });
});
