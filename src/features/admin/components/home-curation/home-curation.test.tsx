import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { postKeys } from '@/features/posts';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { HomeCuration } from './home-curation';

const post = (id: string, title: string) => ({
  id,
  title,
  slug: id,
  featured_image: `posts/${id}.jpg`,
  published_at: '2026-11-01T09:00:00Z',
});

describe('HomeCuration', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('reorders The Latest, previews it and saves the whole order in one call', async () => {
    const featured = serveTable('featured_posts', () => ({
      body: [
        { id: 'f-1', display_order: 0, post: post('a', 'First story') },
        { id: 'f-2', display_order: 1, post: post('b', 'Second story') },
      ],
    }));
    serveTable('blog_posts', () => ({ body: [post('c', 'Third story')] }));
    const calls: unknown[] = [];
    server.use(
      http.post('*/rest/v1/rpc/set_featured_posts', async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(3);
      }),
    );
    const { queryClient } = renderRoute(<HomeCuration />, '/admin/home');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const order = await screen.findByRole('list', { name: 'The Latest, in order' }, FIRST_LOAD);
    expect(featured[0]!.searchParams.get('location')).toBe('eq.home');
    expect(screen.getByRole('button', { name: 'Save the order' })).toHaveProperty('disabled', true);

    await userEvent.click(within(order).getByRole('button', { name: /Move down\s*First story/ }));
    await userEvent.click(
      await screen.findByRole('button', { name: /Add\s*Third story/ }, FIRST_LOAD),
    );
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Second story'),
      expect.stringContaining('First story'),
      expect.stringContaining('Third story'),
    ]);
    // The preview draws the new order: the large centre card is the first post.
    const [left, centre] = screen.getByTestId('latest-preview').children;
    expect(centre!.textContent).toContain('Second story');
    expect(left!.textContent).toContain('First story');

    await userEvent.click(screen.getByRole('button', { name: 'Save the order' }));
    await waitFor(() => expect(calls).toEqual([{ location: 'home', post_ids: ['b', 'a', 'c'] }]));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: postKeys.all }));
  });
});
