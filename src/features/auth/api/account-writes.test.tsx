import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@/config/site';
import { getSupabase } from '@/lib/supabase';
import { fakeSession, fakeUser } from '@/testing/fake-supabase';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { authKeys } from '../keys';
import { useChangePassword } from './change-password';
import { useDeleteAccount } from './delete-account';
import { accountQueryOptions } from './get-account';
import { PROFILE_SELECT, profileQueryOptions } from './get-profile';
import { useRequestEmailChange } from './request-email-change';
import { useRequestPasswordReset } from './request-password-reset';
import { useRequestReauthenticationCode } from './request-reauthentication-code';
import { useSignOutOtherDevices } from './sign-out-other-devices';
import { useUpdateAvatar } from './update-avatar';
import { useUpdatePassword } from './update-password';
import { useUpdateProfile } from './update-profile';

const USER_ID = '6f1c2c3e-8a55-4d1e-9b3a-2f7c1d9e4b10';
const EMAIL = 'ines@perfete.test';
const user = fakeUser(USER_ID, EMAIL);
const session = fakeSession(user);

// Signed in before the client first loads (it reads the stored session once, on creation).
beforeAll(async () => {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  await getSupabase();
});

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Serves the auth service, profiles, the delete_account function and the avatars bucket, and
 * records every request but the reads the views make. `profile` is what the profile read answers.
 */
let profileReads = 0;
function serveAccount(answers: { token?: () => Response } = {}) {
  const sent: Sent[] = [];
  profileReads = 0;
  let profile = { id: USER_ID, full_name: 'Before', avatar_url: null as string | null };
  const record = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const json = request.headers.get('content-type')?.includes('json');
    const body = text && json ? (JSON.parse(text) as unknown) : text || null;
    sent.push({ method: request.method, url, body });
  };
  server.use(
    http.get('*/auth/v1/user', () => HttpResponse.json({ ...user, new_email: null })),
    http.put('*/auth/v1/user', async (info) => {
      await record(info);
      return HttpResponse.json(user);
    }),
    http.post('*/auth/v1/token', async (info) => {
      await record(info);
      return answers.token?.() ?? HttpResponse.json({ ...session, expires_at: undefined });
    }),
    http.all('*/auth/v1/*', async (info) => {
      await record(info);
      return HttpResponse.json({});
    }),
    http.get('*/rest/v1/profiles', ({ request }) => {
      const select = new URL(request.url).searchParams.get('select');
      if (select === 'avatar_url') {
        sent.push({ method: 'GET', url: new URL(request.url), body: null });
        return HttpResponse.json({ avatar_url: profile.avatar_url });
      }
      profileReads += 1;
      return HttpResponse.json(profile);
    }),
    http.patch('*/rest/v1/profiles', async (info) => {
      await record(info);
      profile = { ...profile, ...(sent.at(-1)!.body as object) };
      return HttpResponse.json(profile);
    }),
    http.post('*/rest/v1/rpc/delete_account', async (info) => {
      await record(info);
      return new HttpResponse(null, { status: 204 });
    }),
    // The upload is an XMLHttpRequest, which jsdom sends cross-origin with a preflight.
    http.all('*/storage/v1/object/avatars*', async (info) => {
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': '*',
      };
      if (info.request.method === 'OPTIONS') return new HttpResponse(null, { headers: cors });
      await record(info);
      return HttpResponse.json([{ name: 'x' }], { headers: cors });
    }),
  );
  return {
    sent,
    setProfile: (next: Partial<typeof profile>) => (profile = { ...profile, ...next }),
  };
}

/**
 * Account settings' two reads mounted in one client; `write` then runs a mutation hook there.
 * The write must invalidate the auth root, and the profile must be read again.
 */
async function afterWrite<Hook>(useHook: () => Hook, write: (hook: Hook) => Promise<unknown>) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      profile: useQuery(profileQueryOptions(USER_ID)),
      account: useQuery(accountQueryOptions(USER_ID)),
      hook: useHook(),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
  await waitFor(() => expect(result.current.account.isSuccess).toBe(true));
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const cleared = vi.spyOn(queryClient, 'clear');
  const readsBefore = profileReads;
  let outcome: unknown;
  await act(async () => {
    outcome = await write(result.current.hook).catch((error: unknown) => error);
  });
  return { cleared, invalidated, outcome, readsBefore, result };
}

/** The auth root was invalidated, and the profile read again before the write's promise ended. */
function expectRefreshed({ invalidated, readsBefore }: Awaited<ReturnType<typeof afterWrite>>) {
  expect(invalidated).toHaveBeenCalledWith({ queryKey: authKeys.all });
  expect(profileReads).toBe(readsBefore + 1);
}

const asked = (sent: Sent[]) => sent.map(({ method, url }) => `${method} ${url.pathname}`);

describe('the account writes', () => {
  it('saving the name patches the own profile row, reads it back, and refreshes auth', async () => {
    const { sent } = serveAccount();
    const done = await afterWrite(useUpdateProfile, (update) =>
      update.mutateAsync({ userId: USER_ID, changes: { full_name: 'Inès Moreau' } }),
    );
    expect(done.outcome).toMatchObject({ full_name: 'Inès Moreau' });
    expect(asked(sent)).toEqual(['PATCH /rest/v1/profiles']);
    expect(sent[0]!.body).toEqual({ full_name: 'Inès Moreau' });
    expect(sent[0]!.url.searchParams.get('id')).toBe(`eq.${USER_ID}`);
    expect(sent[0]!.url.searchParams.get('select')).toBe(PROFILE_SELECT);
    expectRefreshed(done);
    expect(done.result.current.profile.data?.full_name).toBe('Inès Moreau');
  });

  it('a new picture is uploaded to the person’s folder, named in the profile, the old file removed', async () => {
    const { sent, setProfile } = serveAccount();
    const old = `http://127.0.0.1:54321/storage/v1/object/public/avatars/${USER_ID}/avatar-1.webp`;
    setProfile({ avatar_url: old });
    const onProgress = vi.fn();
    const done = await afterWrite(useUpdateAvatar, (update) =>
      update.mutateAsync({
        userId: USER_ID,
        image: new Blob(['webp'], { type: 'image/webp' }),
        previousUrl: old,
        onProgress,
      }),
    );
    expect(asked(sent)).toEqual([
      expect.stringMatching(
        new RegExp(`^POST /storage/v1/object/avatars/${USER_ID}/avatar-[^/]+\\.webp$`),
      ),
      'PATCH /rest/v1/profiles',
      'DELETE /storage/v1/object/avatars',
    ]);
    const uploaded = sent[0]!.url.pathname.replace('/storage/v1/object/avatars/', '');
    expect((sent[1]!.body as { avatar_url: string }).avatar_url).toMatch(
      new RegExp(`/storage/v1/object/public/avatars/${uploaded}$`),
    );
    expect(sent[2]!.body).toEqual({ prefixes: [`${USER_ID}/avatar-1.webp`] });
    expect(onProgress).toHaveBeenLastCalledWith(1);
    expectRefreshed(done);
  });

  it('an email change asks the auth service with the account settings link, then rereads the account', async () => {
    const { sent } = serveAccount();
    const done = await afterWrite(useRequestEmailChange, (request) =>
      request.mutateAsync('new@perfete.test'),
    );
    expect(asked(sent)).toEqual(['PUT /auth/v1/user']);
    expect(sent[0]!.body).toMatchObject({ email: 'new@perfete.test' });
    expect(sent[0]!.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/account-settings`,
    );
    expectRefreshed(done);
    expect(done.invalidated).toHaveBeenCalledTimes(1);
  });

  it('a password change proves the current password first, then sets the new one and signs the other sessions out', async () => {
    const { sent } = serveAccount();
    const done = await afterWrite(useChangePassword, (change) =>
      change.mutateAsync({ password: 'new-pass-123', email: EMAIL, current: 'old-pass-123' }),
    );
    expect(asked(sent)).toEqual([
      'POST /auth/v1/token',
      'PUT /auth/v1/user',
      'POST /auth/v1/logout',
    ]);
    expect(sent[2]!.url.searchParams.get('scope')).toBe('others');
    expect(sent[0]!.url.searchParams.get('grant_type')).toBe('password');
    expect(sent[0]!.body).toMatchObject({ email: EMAIL, password: 'old-pass-123' });
    expect(sent[1]!.body).toMatchObject({ password: 'new-pass-123' });
    expectRefreshed(done);
  });

  it('a wrong current password sets nothing and says so by its code', async () => {
    const { sent } = serveAccount({
      token: () =>
        HttpResponse.json(
          { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
          { status: 400 },
        ),
    });
    const done = await afterWrite(useChangePassword, (change) =>
      change.mutateAsync({ password: 'new-pass-123', email: EMAIL, current: 'wrong' }),
    );
    expect(done.outcome).toMatchObject({ code: 'wrong_current_password' });
    expect(asked(sent)).toEqual(['POST /auth/v1/token']);
    expect(done.invalidated).not.toHaveBeenCalled();
  });

  it('a password change with the emailed code sends it as the nonce', async () => {
    const { sent } = serveAccount();
    const done = await afterWrite(useChangePassword, (change) =>
      change.mutateAsync({ password: 'new-pass-123', code: '123456' }),
    );
    expect(asked(sent)).toEqual(['PUT /auth/v1/user', 'POST /auth/v1/logout']);
    expect(sent[0]!.body).toMatchObject({ password: 'new-pass-123', nonce: '123456' });
    expectRefreshed(done);
  });

  it('a recovery session sets the new password alone, then signs the other sessions out', async () => {
    const { sent } = serveAccount();
    const done = await afterWrite(useUpdatePassword, (update) =>
      update.mutateAsync('new-pass-123'),
    );
    expect(asked(sent)).toEqual(['PUT /auth/v1/user', 'POST /auth/v1/logout']);
    expect(sent[1]!.url.searchParams.get('scope')).toBe('others');
    expect(sent[0]!.body).toMatchObject({ password: 'new-pass-123' });
    expect(sent[0]!.body).not.toHaveProperty('nonce');
    expectRefreshed(done);
  });

  it('asks for a reauthentication code, a reset link, and the other devices’ sign-out', async () => {
    const { sent } = serveAccount();
    expectRefreshed(
      await afterWrite(useRequestReauthenticationCode, (request) => request.mutateAsync()),
    );
    expectRefreshed(
      await afterWrite(useRequestPasswordReset, (request) => request.mutateAsync(EMAIL)),
    );
    expectRefreshed(await afterWrite(useSignOutOtherDevices, (signOut) => signOut.mutateAsync()));
    expect(asked(sent)).toEqual([
      'GET /auth/v1/reauthenticate',
      'POST /auth/v1/recover',
      'POST /auth/v1/logout',
    ]);
    expect(sent[1]!.body).toMatchObject({ email: EMAIL });
    expect(sent[1]!.url.searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/reset-password`,
    );
    expect(sent[2]!.url.searchParams.get('scope')).toBe('others');
  });

  it('deleting the account removes the picture, calls delete_account, signs out here, and empties the cache', async () => {
    const { sent, setProfile } = serveAccount();
    setProfile({
      avatar_url: `http://127.0.0.1:54321/storage/v1/object/public/avatars/${USER_ID}/avatar-2.webp`,
    });
    const done = await afterWrite(useDeleteAccount, (remove) =>
      remove.mutateAsync({ userId: USER_ID, confirmation: 'DELETE' }),
    );
    expect(asked(sent)).toEqual([
      'GET /rest/v1/profiles',
      'DELETE /storage/v1/object/avatars',
      'POST /rest/v1/rpc/delete_account',
      'POST /auth/v1/logout',
    ]);
    expect(sent[1]!.body).toEqual({ prefixes: [`${USER_ID}/avatar-2.webp`] });
    expect(sent[2]!.body).toEqual({ confirmation: 'DELETE' });
    expect(sent[3]!.url.searchParams.get('scope')).toBe('local');
    expect(done.cleared).toHaveBeenCalledTimes(1);
    expect(done.invalidated).not.toHaveBeenCalled();
  });
});
