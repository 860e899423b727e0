import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { postKeys } from '@/features/posts';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { PostDesk } from './post-desk';

const POST = {
  id: 'p-1',
  title: 'Garden vows',
  slug: 'garden-vows',
  status: 'published',
  is_featured: false,
  published_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-02T09:00:00Z',
  created_at: '2026-10-30T09:00:00Z',
  author: 'Ines',
  category_ref: { id: 'c-1', name: 'Real Weddings' },
  profile: null,
};

describe('PostDesk', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('asks for the filtered page, archives a post and refreshes the magazine', async () => {
    serveTable('blog_categories', () => ({ body: [] }));
    const asked = serveTable('blog_posts', () => ({ body: [POST], total: 1 }));
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.patch('*/rest/v1/blog_posts', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json([{ id: 'p-1' }]);
      }),
    );
    const { queryClient } = renderRoute(<PostDesk />, '/admin/posts?status=published&q=vows');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const list = await screen.findByRole('list', { name: 'Posts' }, FIRST_LOAD);
    const url = asked[0]!;
    expect(url.searchParams.get('status')).toBe('eq.published');
    expect(url.searchParams.get('published_at')).toMatch(/^lte\./);
    expect(url.searchParams.get('title')).toBe('ilike.%vows%');
    expect(url.searchParams.get('order')).toBe('updated_at.desc,id.asc');
    expect(within(list).getByText('Published 1 Nov 2026')).toBeTruthy();

    await userEvent.click(within(list).getByRole('button', { name: /Archive\s*Garden vows/ }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({ status: 'archived' });
    expect(patches[0]!.url.searchParams.get('id')).toBe('eq.p-1');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: postKeys.all }));
  });

  it('deletes for good only from the archive, after asking', async () => {
    serveTable('blog_categories', () => ({ body: [] }));
    const asked = serveTable('blog_posts', () => ({
      body: [{ ...POST, status: 'archived' }],
      total: 1,
    }));
    const deletes: URL[] = [];
    server.use(
      http.delete('*/rest/v1/blog_posts', ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json([{ id: 'p-1' }]);
      }),
    );
    renderRoute(<PostDesk />, '/admin/posts?status=archived');
    const list = await screen.findByRole('list', { name: 'Posts' }, FIRST_LOAD);
    expect(asked[0]!.searchParams.get('status')).toBe('eq.archived');
    expect(within(list).queryByRole('button', { name: /Archive/ })).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: /Delete for good\s*Garden/ }));
    expect(deletes).toHaveLength(0);
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, delete for good' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]!.searchParams.get('id')).toBe('eq.p-1');
    expect(deletes[0]!.searchParams.get('status')).toBe('eq.archived');
  });
});
