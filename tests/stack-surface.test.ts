import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { anonClient, newUserClient, serviceClient, signedInClient } from './helpers.ts';

/**
 * The local stack shows what hosted Supabase shows, and answers as PostgREST does: lite's studio
 * page and `/_system` endpoints answer 404 (supabase/local/stack.ts turns them on only with
 * LITE_STUDIO=1), and a constraint the database enforces comes back as a client error with its
 * SQLSTATE, never as a 5xx a client would retry.
 */
const REFERENCE = JSON.parse(
  readFileSync(new URL('../supabase/reference-ids.json', import.meta.url), 'utf8'),
) as { businessCategories: Record<string, string> };

const SYSTEM_PATHS = [
  '/_system/introspect',
  '/_system/config',
  '/_system/info',
  '/_system/ping',
  '/%5Fsystem/introspect',
  '/',
];

describe('lite’s debugging surfaces are off', () => {
  it.each(SYSTEM_PATHS)('%s answers 404 without a key, to any origin', async (path) => {
    const response = await fetch(`${inject('supabaseUrl')}${path}`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    const body = await response.text();
    expect(response.status).toBe(404);
    // Nothing of the schema, the config or the data folder leaks in the body either.
    expect(body).not.toMatch(/membership_applications|jwt_secret|publishable_key|\.temp|<html/i);
  });

  it.each(SYSTEM_PATHS)('%s answers 404 with the publishable key too', async (path) => {
    const key = inject('publishableKey');
    const response = await fetch(`${inject('supabaseUrl')}${path}`, {
      headers: { apikey: key, authorization: `Bearer ${key}` },
    });
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });

  it('still serves the APIs those paths sit beside', async () => {
    const response = await fetch(`${inject('supabaseUrl')}/rest/v1/business_categories?select=id`, {
      headers: { apikey: inject('publishableKey') },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('constraint violations answer as PostgREST does', () => {
  it('a vendor’s listing that breaks a check constraint: 400, code 23514, nothing stored', async () => {
    const { client, userId } = await signedInClient(
      DEMO_ACCOUNTS.vendorAna.email,
      DEMO_ACCOUNTS.vendorAna.password,
    );
    const urlName = `Not A Slug ${randomUUID().slice(0, 8)}`;
    const { error, status } = await client.from('listings').insert({
      name: 'Atelier of spaces',
      url_name: urlName,
      owner_id: userId,
      status: 'draft',
      business_category_id: REFERENCE.businessCategories.photography!,
    });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('listings_url_name_check');
    const { data } = await serviceClient().from('listings').select('id').eq('url_name', urlName);
    expect(data).toEqual([]);
  });

  it('the same answer over plain HTTP, with CORS for the browser that sent it', async () => {
    const { client } = await newUserClient('surface');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const { data: user } = await client.auth.getUser();
    const response = await fetch(
      `${inject('supabaseUrl')}/rest/v1/profiles?id=eq.${user.user?.id ?? ''}`,
      {
        method: 'PATCH',
        headers: {
          apikey: inject('publishableKey'),
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          origin: 'http://localhost:5173',
        },
        // profiles_full_name_check: a name is 1 to 200 characters.
        body: JSON.stringify({ full_name: 'N'.repeat(201) }),
      },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: '23514', hint: null });
    expect(body.message).toContain('profiles_full_name_check');
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('an exception a trigger raises is a 400 with its code, message and hint', async () => {
    const email = `surface-${randomUUID().slice(0, 8)}@example.com`;
    const application = () => ({
      business_name: `Atelier ${randomUUID().slice(0, 8)}`,
      contact_name: 'Noor Haddad',
      email,
      category: REFERENCE.businessCategories.photography!,
      city: 'Lisbon',
      country: 'Portugal',
      message: 'Quiet, observed photographs of weddings by the sea.',
      consent: true,
    });
    // Two applications from one address in one request: the guard trigger refuses the second
    // (a repeated application on its own is answered as a first, issue #29).
    const { error, status } = await anonClient()
      .from('membership_applications')
      .insert([application(), application()]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', hint: 'one_per_request' });
    expect(error?.message).toMatch(/^Send one application at a time/);
  });

  it('a unique violation stays a 409 with its code', async () => {
    const { error, status } = await serviceClient()
      .from('business_categories')
      .insert({ name: `Duplicate ${randomUUID().slice(0, 6)}`, slug: 'venue' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });
});

describe('answers are gzipped as a hosted project’s gateway sends them', () => {
  const list = () =>
    `${inject('supabaseUrl')}/rest/v1/blog_categories?select=id,name,slug,parent_id&apikey=${inject('publishableKey')}`;

  it('a browser’s JSON comes gzipped, with the CORS headers lite adds after its handler', async () => {
    const response = await fetch(list(), {
      headers: { origin: 'http://localhost:5173', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    // fetch unpacks it: the same rows as an unencoded answer.
    const rows = (await response.json()) as unknown[];
    const plain = await fetch(list(), {
      headers: { origin: 'http://localhost:5173', 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(await plain.json()).toEqual(rows);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('a page of rows with its count (206) is sent as it is: a partial answer gets no content coding', async () => {
    const response = await fetch(`${list()}&limit=2`, {
      headers: { prefer: 'count=exact', 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
  });
});
