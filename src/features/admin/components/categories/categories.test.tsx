import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BLOG_CATEGORY_IDS, BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { FIRST_LOAD, ROUTE_TEST_TIMEOUT_MS, renderRoute, serveTable } from '@/testing/listings';
import { server } from '@/testing/server';
import { BlogCategories } from './categories-blog';
import { BusinessCategories } from './categories-business';
import { slugify } from './categories-form';

const PLANNING = BLOG_CATEGORY_IDS.planning;
const BLOG_ROWS = [
  { id: PLANNING, name: 'Planning', slug: 'planning', parent_id: null, sort_order: 4 },
  {
    id: 'c-garden',
    name: 'Garden Parties',
    slug: 'garden-parties',
    parent_id: null,
    sort_order: 12,
  },
  { id: 'c-lawn', name: 'Lawn Games', slug: 'lawn-games', parent_id: 'c-garden', sort_order: 1 },
  { id: 'c-empty', name: 'Quiet Corner', slug: 'quiet-corner', parent_id: null, sort_order: 13 },
];

/** POST /rest/v1/rpc/<name> and /rest/v1/<table>: answers and records each request and body. */
function recordPosts(path: string, answer: JsonBodyType, status = 200) {
  const calls: { url: URL; body: unknown }[] = [];
  server.use(
    http.post(`*/rest/v1/${path}`, async ({ request }) => {
      calls.push({ url: new URL(request.url), body: await request.json() });
      return HttpResponse.json(answer, { status });
    }),
  );
  return calls;
}

function serveBlog(counts: { id: string; posts: number }[]) {
  const asked = serveTable('blog_categories', () => ({ body: BLOG_ROWS }));
  const counted = recordPosts('rpc/blog_category_post_counts', counts);
  return { asked, counted };
}

/** The row (list item) of the category named `name`: its name is the row's first text. */
function rowOf(container: HTMLElement, name: string): HTMLElement {
  const label = within(container).getByText(name, { selector: 'p > span:first-child' });
  return label.closest('li')!;
}

describe('slugify', () => {
  it('makes a web address the database accepts from a name', () => {
    expect(slugify('Décor & Lights')).toBe('decor-and-lights');
    expect(slugify('  City  Weddings! ')).toBe('city-weddings');
  });
});

describe('BlogCategories', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows the tree with counts; the site’s categories are renamed only', async () => {
    const { asked } = serveBlog([
      { id: PLANNING, posts: 7 },
      { id: 'c-garden', posts: 3 },
      { id: 'c-lawn', posts: 1 },
    ]);
    renderRoute(<BlogCategories />, '/admin/categories');
    const tree = await screen.findByRole('list', { name: 'Blog categories' }, FIRST_LOAD);
    const subs = within(tree).getByRole('list', { name: 'Subcategories of Garden Parties' });
    expect(rowOf(subs, 'Lawn Games')).toBeInTheDocument();
    expect(within(subs).getByText('1 post')).toBeInTheDocument();
    expect(within(tree).getByText('7 posts')).toBeInTheDocument();
    expect(within(tree).getByText('No posts')).toBeInTheDocument();

    expect(asked[0]!.searchParams.get('select')).toBe('id,name,slug,parent_id,sort_order');
    expect(asked[0]!.searchParams.get('order')).toBe('sort_order.asc,name.asc');

    // Planning is named by the site's sections and menus: no delete, and says why.
    const planning = rowOf(tree, 'Planning');
    expect(within(planning).getByText(/Used by the Planning page/)).toBeInTheDocument();
    expect(within(planning).queryByRole('button', { name: /Delete/ })).toBeNull();

    // A category with subcategories says why it cannot go yet.
    const garden = rowOf(tree, 'Garden Parties');
    await userEvent.click(within(garden).getByRole('button', { name: /Delete\s*Garden/ }));
    expect(
      within(garden).getByText('“Garden Parties” has 1 subcategory. Move or delete it first.'),
    ).toBeInTheDocument();
  });

  it('moves a subcategory’s posts and deletes it in one call, then refreshes the magazine', async () => {
    serveBlog([
      { id: 'c-garden', posts: 3 },
      { id: 'c-lawn', posts: 2 },
    ]);
    const moves = recordPosts('rpc/delete_blog_category', 2);
    const { queryClient } = renderRoute(<BlogCategories />, '/admin/categories');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const subs = await screen.findByRole(
      'list',
      { name: 'Subcategories of Garden Parties' },
      FIRST_LOAD,
    );

    await userEvent.click(within(subs).getByRole('button', { name: /Delete\s*Lawn Games/ }));
    const panel = within(subs).getByRole('group', { name: 'Delete Lawn Games' });
    expect(within(panel).getByText(/2 posts are filed under “Lawn Games”/)).toBeInTheDocument();

    // Nothing chosen: says what is wrong, sends nothing.
    await userEvent.click(within(panel).getByRole('button', { name: 'Move 2 posts and delete' }));
    expect(within(panel).getByText('Choose where the posts go.')).toBeInTheDocument();
    expect(moves).toHaveLength(0);

    const target = within(panel).getByRole('combobox', { name: 'Move 2 posts to' });
    expect(target).toHaveFocus();
    expect(
      within(target).queryByRole('option', { name: 'Garden Parties › Lawn Games' }),
    ).toBeNull();
    await userEvent.selectOptions(target, 'Planning');
    await userEvent.click(within(panel).getByRole('button', { name: 'Move 2 posts and delete' }));

    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]!.url.pathname).toBe('/rest/v1/rpc/delete_blog_category');
    expect(moves[0]!.body).toEqual({ category_id: 'c-lawn', move_posts_to: PLANNING });
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin'] });
    });
  });

  it('deletes an unused category directly, after asking', async () => {
    serveBlog([]);
    const deletes: URL[] = [];
    server.use(
      http.delete('*/rest/v1/blog_categories', ({ request }) => {
        deletes.push(new URL(request.url));
        return HttpResponse.json([{ id: 'c-empty' }]);
      }),
    );
    renderRoute(<BlogCategories />, '/admin/categories');
    await userEvent.click(
      await screen.findByRole('button', { name: /Delete\s*Quiet Corner/ }, FIRST_LOAD),
    );
    expect(deletes).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete “Quiet Corner”' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(deletes[0]!.searchParams.get('id')).toBe('eq.c-empty');
  });

  it('creates a subcategory with a web address made from its name, and says what is wrong first', async () => {
    serveBlog([]);
    const created = recordPosts('blog_categories', { id: 'c-new' }, 201);
    renderRoute(<BlogCategories />, '/admin/categories');
    await screen.findByRole('list', { name: 'Blog categories' }, FIRST_LOAD);
    const form = screen.getByRole('group', { name: 'New blog category' });

    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByText('Give the category a name.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Name'), 'Croquet & Tea');
    const slug = within(form).getByLabelText('Web address (slug)');
    expect(slug).toHaveValue('croquet-and-tea');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Croquet Tea');
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(within(form).getByText(/Use lowercase letters and digits/)).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await userEvent.clear(slug);
    await userEvent.type(slug, 'croquet-tea');
    await userEvent.selectOptions(within(form).getByLabelText(/Files under/), 'Garden Parties');
    await userEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({
      name: 'Croquet & Tea',
      slug: 'croquet-tea',
      parent_id: 'c-garden',
      sort_order: 2,
    });
  });

  it('says the categories could not be loaded, and tries again', async () => {
    let fail = true;
    serveTable('blog_categories', () =>
      fail ? { body: { message: 'down' }, status: 500 } : { body: BLOG_ROWS },
    );
    recordPosts('rpc/blog_category_post_counts', []);
    renderRoute(<BlogCategories />, '/admin/categories');
    expect(
      await screen.findByText('We couldn’t load the blog categories.', {}, FIRST_LOAD),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Blog categories' })).toBeInTheDocument();
  });
});

describe('BusinessCategories', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('moves a category’s listings and deletes it in one call, then refreshes the directory', async () => {
    const asked = serveTable('business_categories', () => ({
      body: [
        {
          id: BUSINESS_CATEGORY_IDS.venue,
          name: 'Venue',
          slug: 'venue',
          sort_order: 13,
        },
        { id: 'b-kites', name: 'Kites', slug: 'kites', sort_order: 19 },
      ],
    }));
    recordPosts('rpc/business_category_listing_counts', [
      { id: BUSINESS_CATEGORY_IDS.venue, listings: 4, applications: 0 },
      { id: 'b-kites', listings: 3, applications: 1 },
    ]);
    const moves = recordPosts('rpc/delete_business_category', 3);
    const { queryClient } = renderRoute(<BusinessCategories />, '/admin/categories');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const list = await screen.findByRole('list', { name: 'Vendor categories' }, FIRST_LOAD);
    expect(asked[0]!.searchParams.get('select')).toBe('id,name,slug,sort_order');

    const venue = rowOf(list, 'Venue');
    expect(within(venue).getByText(/venue-type rule/)).toBeInTheDocument();
    expect(within(venue).queryByRole('button', { name: /Delete/ })).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: /Delete\s*Kites/ }));
    const panel = within(list).getByRole('group', { name: 'Delete Kites' });
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', {
        name: 'Move 3 listings and 1 membership application to',
      }),
      'Venue',
    );
    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Move 3 listings and 1 membership application and delete',
      }),
    );
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]!.body).toEqual({
      category_id: 'b-kites',
      move_listings_to: BUSINESS_CATEGORY_IDS.venue,
    });
    await waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['listings'] });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin'] });
    });
  });

  it('renames a fixed category without touching its web address', async () => {
    serveTable('business_categories', () => ({
      body: [{ id: BUSINESS_CATEGORY_IDS.dj, name: 'DJ', slug: 'dj', sort_order: 9 }],
    }));
    recordPosts('rpc/business_category_listing_counts', []);
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.patch('*/rest/v1/business_categories', async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json([{ id: BUSINESS_CATEGORY_IDS.dj }]);
      }),
    );
    renderRoute(<BusinessCategories />, '/admin/categories');
    await userEvent.click(await screen.findByRole('button', { name: /Rename\s*DJ/ }, FIRST_LOAD));
    const form = screen.getByRole('group', { name: 'Rename DJ' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(within(form).queryByLabelText('Web address (slug)')).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'DJs');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.url.searchParams.get('id')).toBe(`eq.${BUSINESS_CATEGORY_IDS.dj}`);
    expect(patches[0]!.body).toEqual({ name: 'DJs' });
  });
});
