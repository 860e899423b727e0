// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import type { ListingFields } from './get-editable-listing';
import { saveListing } from './save-listing';

const FIELDS: ListingFields = {
  name: ' Casa Aurora ',
  url_name: 'casa-aurora',
  business_category_id: 'cat-1',
  description: 'New words.',
  city: 'Porto',
  state: '',
  country: 'Portugal',
  website: '',
  instagram: '@casa.aurora',
  contact_email: '',
  contact_phone: '',
  venue_type: '',
  guest_capacity: '',
  price_from: '2500',
  price_currency: 'EUR',
  price_on_request: 'false',
  languages: 'en,pt',
  capacity_seated: '',
  capacity_standing: '',
  setting: '',
  rooms_on_site: '',
};
const GALLERY = [
  { url: 'listings/l-1/b.webp', alt: 'Second taken, shown first ' },
  { url: 'listings/l-1/a.webp', alt: 'First taken' },
];

/** Records every write the save sends: method, table, query and body. */
function recordWrites() {
  const writes: { method: string; table: string; query: string; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    writes.push({
      method: request.method,
      table: url.pathname.split('/').pop()!,
      query: decodeURIComponent(url.search),
      body: request.method === 'DELETE' ? null : await request.json(),
    });
    return request.method === 'POST' && url.pathname.endsWith('/listings')
      ? HttpResponse.json({ id: 'l-new' }, { status: 201 })
      : new HttpResponse(null, { status: 204 });
  };
  server.use(
    http.post('*/rest/v1/:table', record),
    http.patch('*/rest/v1/:table', record),
    http.delete('*/rest/v1/:table', record),
    http.post('*/rest/v1/rpc/:name', async ({ request, params }) => {
      writes.push({
        method: 'RPC',
        table: String(params.name),
        query: '',
        body: await request.json(),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return writes;
}

describe('saveListing', () => {
  it('sends a live listing’s changes, gallery included, for review and leaves the live row alone', async () => {
    const writes = recordWrites();
    await saveListing({
      id: 'l-1',
      ownerId: 'u-1',
      status: 'published',
      fields: FIELDS,
      gallery: GALLERY,
      cover: 'listings/l-1/b.webp',
      submit: true,
    });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'POST', table: 'listing_changes' });
    const body = writes[0]!.body as { listing_id: string; changes: Record<string, unknown> };
    expect(body.listing_id).toBe('l-1');
    expect(body.changes).toMatchObject({
      name: 'Casa Aurora',
      description: 'New words.',
      state: null,
      image_url: 'listings/l-1/b.webp',
      photos: [
        { url: 'listings/l-1/b.webp', alt: 'Second taken, shown first ' },
        { url: 'listings/l-1/a.webp', alt: 'First taken' },
      ],
    });
    expect(body.changes).not.toHaveProperty('url_name');
  });

  it('updates a draft in place, replaces its gallery in order, removes dropped files, and sends it for review', async () => {
    const writes = recordWrites();
    const removedFiles: unknown[] = [];
    server.use(
      http.delete('*/storage/v1/object/media', async ({ request }) => {
        removedFiles.push(await request.json());
        return HttpResponse.json([{ name: 'listings/l-1/dropped.webp' }]);
      }),
    );
    await saveListing({
      id: 'l-1',
      ownerId: 'u-1',
      status: 'draft',
      fields: FIELDS,
      gallery: GALLERY,
      previousGallery: [
        ...GALLERY,
        { url: 'listings/l-1/dropped.webp', alt: 'Gone' },
        { url: 'demo/listings/shared.webp', alt: 'Not in its folder' },
      ],
      cover: 'listings/l-1/b.webp',
      submit: true,
    });
    expect(removedFiles).toEqual([{ prefixes: ['listings/l-1/dropped.webp'] }]);
    expect(writes.map(({ method, table }) => `${method} ${table}`)).toEqual([
      'PATCH listings',
      'RPC replace_listing_photos',
      'PATCH listings',
    ]);
    expect(writes[0]!.body).toMatchObject({
      url_name: 'casa-aurora',
      image_url: 'listings/l-1/b.webp',
    });
    // The gallery in one call, in its new order, alt text trimmed.
    expect(writes[1]!.body).toEqual({
      listing_id: 'l-1',
      photos: [
        { url: 'listings/l-1/b.webp', alt: 'Second taken, shown first' },
        { url: 'listings/l-1/a.webp', alt: 'First taken' },
      ],
    });
    expect(writes[2]!.body).toEqual({ status: 'pending' });
  });

  it('creates a new listing as its owner’s draft', async () => {
    const writes = recordWrites();
    const id = await saveListing({
      ownerId: 'u-1',
      fields: FIELDS,
      gallery: [],
      cover: null,
      submit: false,
    });
    expect(id).toBe('l-new');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toMatchObject({
      owner_id: 'u-1',
      status: 'draft',
      url_name: 'casa-aurora',
      name: 'Casa Aurora',
    });
  });
});
