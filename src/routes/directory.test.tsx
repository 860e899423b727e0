import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_IDS } from '@/config/reference-ids';
import { DIRECTORY_TITLE } from '@/config/site';
import {
  CATEGORY_ROWS,
  FIRST_LOAD,
  ROUTE_TEST_TIMEOUT_MS,
  cardRow,
  renderRoute,
  serveTable,
} from '@/testing/listings';
import { vendorDirectoryView } from '@/features/listings';
import DirectoryPage from './directory';

const FEATURED = cardRow({
  id: 'f-1',
  name: 'Tenuta Bellandi',
  url_name: 'tenuta-bellandi',
  is_featured: true,
});

/** The three requests of /index: categories, the page of listings, the featured share image. */
function serveDirectory(rows = [cardRow()], total = rows.length) {
  serveTable('business_categories', () => ({ body: CATEGORY_ROWS }));
  const pages: URL[] = [];
  const listings = serveTable('listings', (url) => {
    if (url.searchParams.get('is_featured') === 'eq.true') return { body: [FEATURED] };
    pages.push(url);
    return { body: rows, total, status: 206 };
  });
  return { pages, listings };
}

describe('/index', { timeout: ROUTE_TEST_TIMEOUT_MS }, () => {
  it('shows the page of cards with its total, and the exact title', async () => {
    const rows = Array.from({ length: 24 }, (_, index) =>
      cardRow({ id: `l-${index}`, name: `Vendor ${index}`, url_name: `vendor-${index}` }),
    );
    serveDirectory(rows, 70);
    renderRoute(<DirectoryPage />, '/index');

    const grid = await screen.findByRole('list', { name: 'Vendors' }, FIRST_LOAD);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('70 vendors · page 1 of 3')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/index?page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe(DIRECTORY_TITLE));
  });

  it('filters by a footer word: ?category=Rental asks for the Rental category', async () => {
    const { pages } = serveDirectory();
    renderRoute(<DirectoryPage />, '/index?category=Rental');
    await screen.findByRole('list', { name: 'Vendors' }, FIRST_LOAD);
    expect(pages[0]!.searchParams.get('business_category_id')).toBe(
      `eq.${BUSINESS_CATEGORY_IDS.rental}`,
    );
    expect(screen.getByLabelText('Category')).toHaveValue(BUSINESS_CATEGORY_IDS.rental);
  });

  it('a category is a page of its own: the head the site function writes too', async () => {
    serveDirectory();
    renderRoute(<DirectoryPage />, '/index?category=Rental&location=Lucca');
    await screen.findByRole('list', { name: 'Vendors' }, FIRST_LOAD);
    const view = vendorDirectoryView(new URLSearchParams('category=Rental&location=Lucca'));
    await waitFor(() => expect(document.title).toBe('Wedding Rentals — The Directory | Perféte'));
    expect(view.title).toBe(document.title);
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toMatch(/\/index\?category=rental$/);
    // Narrowed by a place: not indexed, pointing at the category.
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );
  });

  it("filters 'Cakes & Catering' by both categories and offers it as a choice", async () => {
    const { pages } = serveDirectory();
    renderRoute(<DirectoryPage />, '/index?category=Cakes%20%26%20Catering');
    await screen.findByRole('list', { name: 'Vendors' }, FIRST_LOAD);
    expect(pages[0]!.searchParams.get('business_category_id')).toBe(
      `in.(${BUSINESS_CATEGORY_IDS.cakes},${BUSINESS_CATEGORY_IDS.catering})`,
    );
    expect(
      screen.getByRole('option', { name: 'Cakes & Catering', selected: true }),
    ).toBeInTheDocument();
  });

  it("says 'No such category' for a word that names none, without asking for listings", async () => {
    const { pages } = serveDirectory();
    renderRoute(<DirectoryPage />, '/index?category=Unicorns');
    expect(
      await screen.findByRole('heading', { name: 'No such category' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/We don’t have a category called “Unicorns”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rental' })).toHaveAttribute(
      'href',
      `/index?category=${BUSINESS_CATEGORY_IDS.rental}`,
    );
    expect(pages).toHaveLength(0);
  });

  it('puts the filter UI in the URL: category on change, place and name on Search, page 1 again', async () => {
    const user = userEvent.setup();
    const { pages } = serveDirectory();
    const { where } = renderRoute(<DirectoryPage />, '/index?page=2');
    await screen.findByRole('list', { name: 'Vendors' }, FIRST_LOAD);

    await user.selectOptions(screen.getByLabelText('Category'), 'Photography');
    expect(where()).toBe(`/index?category=${BUSINESS_CATEGORY_IDS.photography}`);

    await user.type(screen.getByLabelText('Location'), 'Florence');
    await user.type(screen.getByLabelText('Name'), 'bell{Enter}');
    expect(where()).toBe(
      `/index?category=${BUSINESS_CATEGORY_IDS.photography}&location=Florence&q=bell`,
    );
    await waitFor(() =>
      expect(pages.at(-1)!.searchParams.get('name_search')).toBe('fts(simple).bell:*'),
    );
    expect(pages.at(-1)!.searchParams.get('place_search')).toBe('fts(simple).florence:*');
  });

  it('says what to change when nothing matches', async () => {
    serveDirectory([], 0);
    renderRoute(<DirectoryPage />, '/index?category=Rental&q=zzz');
    expect(
      await screen.findByRole('heading', { name: 'No vendors match' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove the name “zzz”' })).toHaveAttribute(
      'href',
      '/index?category=Rental',
    );
    expect(
      screen.getByRole('link', { name: /Look in every category, not only Rental/ }),
    ).toHaveAttribute('href', '/index?q=zzz');
    expect(screen.getByRole('link', { name: 'Show every vendor' })).toHaveAttribute(
      'href',
      '/index',
    );
  });
});
