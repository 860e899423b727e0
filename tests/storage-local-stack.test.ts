import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import { PNG, WEBP, MP4 } from './storage-bytes.ts';
import { anonClient, newUserClient, TEST_PASSWORD, uniqueEmail } from './helpers.ts';

/**
 * The local stack's own storage and auth answers (issue #29; hosted Supabase does the same in its
 * services): avatars and media take only the image and video types they claim, by their first
 * bytes; every storage answer says `nosniff`; a bucket's size limit holds for a chunked upload
 * without Content-Length; sign-up answers a known address as it answers a new one.
 */
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const AVATAR_LIMIT = 2 * 1024 * 1024;

const objectUrl = (bucket: string, path: string) =>
  `${inject('supabaseUrl')}/storage/v1/object/${bucket}/${path}`;

async function tokenOf(client: Awaited<ReturnType<typeof newUserClient>>['client']) {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

describe('uploads are what they claim', () => {
  it('avatars take an image only when its bytes are of the type it declares', async () => {
    const person = await newUserClient('sl-magic');
    const avatars = person.client.storage.from('avatars');
    const refused: [string, Buffer, string][] = [
      ['x.svg', SVG, 'image/png'],
      ['page.png', HTML, 'image/png'],
      ['film.webp', MP4, 'image/webp'],
      ['png.webp', PNG, 'image/webp'],
    ];
    for (const [name, body, contentType] of refused) {
      const { error } = await avatars.upload(`${person.userId}/${name}`, body, { contentType });
      expect(error, name).not.toBeNull();
    }
    // An SVG name with PNG bytes is taken, and served as what it is, never as SVG.
    const path = `${person.userId}/x.svg`;
    expect((await avatars.upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
    const served = await fetch(`${inject('supabaseUrl')}/storage/v1/object/public/avatars/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('media take images and films by their bytes, as a raw body or a form', async () => {
    const admin = anonClient();
    const signIn = await admin.auth.signInWithPassword({
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    });
    expect(signIn.error).toBeNull();
    const media = admin.storage.from('media');
    const stem = `editorial/sl-${Date.now()}`;
    expect(
      (await media.upload(`${stem}.webp`, WEBP, { contentType: 'image/webp' })).error,
    ).toBeNull();
    expect((await media.upload(`${stem}.mp4`, MP4, { contentType: 'video/mp4' })).error).toBeNull();
    expect(
      (await media.upload(`${stem}-page.webp`, HTML, { contentType: 'image/webp' })).error,
    ).not.toBeNull();
    expect(
      (await media.upload(`${stem}-png.mp4`, PNG, { contentType: 'video/mp4' })).error,
    ).not.toBeNull();
    // A form's file part is checked the same way.
    const token = (await admin.auth.getSession()).data.session!.access_token;
    const sendForm = (name: string, body: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(body)], { type: 'image/png' }), name);
      return fetch(objectUrl('media', `${stem}-${name}`), {
        method: 'POST',
        headers: { apikey: inject('publishableKey'), authorization: `Bearer ${token}` },
        body: form,
      });
    };
    expect(await (await sendForm('page.png', HTML)).json()).toMatchObject({ statusCode: '415' });
    expect((await sendForm('form.png', PNG)).status).toBe(200);
  });
});

describe('storage answers', () => {
  it('carry X-Content-Type-Options: nosniff, found or not, read or written', async () => {
    const person = await newUserClient('sl-nosniff');
    const token = await tokenOf(person.client);
    const headers = { apikey: inject('publishableKey'), authorization: `Bearer ${token}` };
    const answers = [
      await fetch(`${inject('supabaseUrl')}/storage/v1/object/public/media/nowhere.webp`),
      await fetch(objectUrl('avatars', `${person.userId}/n.png`), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'image/png' },
        body: PNG,
      }),
      await fetch(
        `${inject('supabaseUrl')}/storage/v1/object/public/avatars/${person.userId}/n.png`,
      ),
      await fetch(`${inject('supabaseUrl')}/storage/v1/object/list/avatars`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: person.userId }),
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 200, 200, 200]);
    for (const answer of answers)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the size limit', () => {
  const chunked = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(PNG);
        let left = bytes - PNG.length;
        while (left > 0) {
          const size = Math.min(left, 256 * 1024);
          controller.enqueue(new Uint8Array(size));
          left -= size;
        }
        controller.close();
      },
    });

  it('holds for a chunked upload without Content-Length', async () => {
    const person = await newUserClient('sl-chunked');
    const token = await tokenOf(person.client);
    const send = (name: string, bytes: number) =>
      fetch(objectUrl('avatars', `${person.userId}/${name}`), {
        method: 'POST',
        headers: {
          apikey: inject('publishableKey'),
          authorization: `Bearer ${token}`,
          'content-type': 'image/png',
        },
        body: chunked(bytes),
        duplex: 'half',
      } as RequestInit);
    const over = await send('over.png', AVATAR_LIMIT + 1);
    expect(await over.json()).toMatchObject({ statusCode: '413' });
    const within = await send('within.png', AVATAR_LIMIT);
    expect(within.status).toBe(200);
    const stored = await person.client.storage.from('avatars').list(person.userId);
    expect(stored.data?.map((file) => [file.name.split('/').at(-1), file.metadata?.size])).toEqual([
      ['within.png', AVATAR_LIMIT],
    ]);
  });
});

describe('sign-up', () => {
  it('answers a known address as it answers a new one', async () => {
    const signUp = (email: string) =>
      fetch(`${inject('supabaseUrl')}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: inject('publishableKey'), 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
    const fresh = uniqueEmail('sl-fresh');
    const answers = [
      await signUp(fresh),
      await signUp(DEMO_ACCOUNTS.admin.email),
      await signUp(fresh), // a second time, at once
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Record<
      string,
      unknown
    >[];
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    expect(shape(bodies[1]!)).toEqual(shape(bodies[0]!));
    expect(shape(bodies[2]!)).toEqual(shape(bodies[0]!));
    expect(bodies[1]).toMatchObject({
      email: DEMO_ACCOUNTS.admin.email,
      identities: [expect.any(Object)],
    });
    expect(String(bodies[1]!.id)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(String(bodies[0]!.id)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
