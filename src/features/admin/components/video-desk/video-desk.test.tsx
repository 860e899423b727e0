import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { VideoDesk } from './video-desk';

const video = (id: string, title: string, status: string, order_index: number) => ({
  id,
  title,
  description: null,
  video_url: `videos/${id}.mp4`,
  overlay_photo_url: `videos/${id}.webp`,
  external_link: null,
  status,
  location: 'testimonial',
  order_index,
});
const VIDEOS = [
  video('v-1', 'Ana & Luis', 'published', 1),
  video('v-2', 'Clara', 'draft', 2),
  video('v-3', 'Old film', 'archived', 3),
];

describe('VideoDesk', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('lists a location’s videos in order, moves one by button, and deletes an archived one after a confirmation', async () => {
    const asked = serveTable('standalone_videos', () => ({ body: VIDEOS }));
    const reorders: unknown[] = [];
    const deletes: URL[] = [];
    server.use(
      http.post('*/rest/v1/rpc/reorder_videos', async ({ request }) => {
        reorders.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete('*/rest/v1/standalone_videos', ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json([{ id: 'v-3' }]);
      }),
      http.delete('*/storage/v1/object/media', () => HttpResponse.json([])),
    );
    renderRoute(<VideoDesk />, '/admin/videos');

    const list = await screen.findByRole('list', { name: 'Testimonial strip videos' }, FIRST_LOAD);
    expect(asked[0]!.searchParams.get('location')).toBe('eq.testimonial');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('alt'))).toEqual([
      'Poster of Ana & Luis',
      'Poster of Clara',
    ]);
    expect(rows[0]).toHaveTextContent('Published · on the home page');
    expect(rows[1]).toHaveTextContent('Draft · not on the site');
    expect(within(rows[0]!).getByRole('button', { name: /Move up\s*Ana & Luis/ })).toBeDisabled();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: /Move down\s*Ana & Luis/ }));
    await waitFor(() =>
      expect(reorders).toEqual([{ location: 'testimonial', video_ids: ['v-2', 'v-1'] }]),
    );
    expect(screen.getByText('Ana & Luis is now number 2 of 2.')).toHaveAttribute('role', 'status');

    const archived = screen.getByRole('list', { name: 'Archived Testimonial strip videos' });
    expect(within(archived).queryByRole('button', { name: /Archive/ })).toBeNull();
    await userEvent.click(within(archived).getByRole('button', { name: /Delete for good\s*Old/ }));
    expect(deletes).toEqual([]);
    const confirm = within(archived).getByRole('group', { name: 'Delete Old film for good?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete for good' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]!.searchParams.get('id')).toBe('eq.v-3');
    expect(deletes[0]!.searchParams.get('status')).toBe('eq.archived');
  });

  it('keeps what was typed when a save fails', async () => {
    serveTable('standalone_videos', () => ({ body: VIDEOS }));
    const patches: unknown[] = [];
    server.use(
      http.patch('*/rest/v1/standalone_videos', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ message: 'The connection dropped.' }, { status: 500 });
      }),
    );
    renderRoute(<VideoDesk />, '/admin/videos');
    const list = await screen.findByRole('list', { name: 'Testimonial strip videos' }, FIRST_LOAD);
    await userEvent.click(within(list).getByRole('button', { name: /Edit\s*Clara/ }));
    const editor = screen.getByRole('form', { name: 'Edit Clara' });
    const title = within(editor).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Clara & Tom, in Lisbon');
    await userEvent.type(within(editor).getByLabelText(/Link/), 'https://example.com/clara');
    await userEvent.selectOptions(within(editor).getByLabelText('Status'), 'published');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));

    expect(await within(editor).findByRole('alert')).toHaveTextContent(/were not saved/);
    expect(patches).toEqual([
      {
        title: 'Clara & Tom, in Lisbon',
        description: null,
        external_link: 'https://example.com/clara',
        location: 'testimonial',
        status: 'published',
      },
    ]);
    expect(within(editor).getByLabelText('Title')).toHaveValue('Clara & Tom, in Lisbon');
    expect(within(editor).getByLabelText(/Link/)).toHaveValue('https://example.com/clara');
  });

  it('switches to the Destination band, says when it is empty, and offers a retry on a load error', async () => {
    let fail = true;
    const asked = serveTable('standalone_videos', () =>
      fail ? { body: { message: 'down' }, status: 500 } : { body: [] },
    );
    const { where } = renderRoute(<VideoDesk />, '/admin/videos');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('We couldn’t load the videos.');

    fail = false;
    await userEvent.selectOptions(screen.getByLabelText('Where the videos play'), 'destination');
    expect(await screen.findByText(/No videos here yet/)).toBeInTheDocument();
    expect(where()).toBe('/admin/videos?location=destination');
    expect(asked.at(-1)!.searchParams.get('location')).toBe('eq.destination');
    expect(screen.getByText('Nothing archived.')).toBeInTheDocument();
  });
});
