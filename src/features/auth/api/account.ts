import type { EmailOtpType, User } from '@supabase/supabase-js';
import { queryOptions } from '@tanstack/react-query';
import { PATHS } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { Tables } from '@/types/database';
import { authKeys } from '../auth-keys';

/** Every auth call that can fail throws its AuthError; forms word it with authErrorMessage. */
function check<R extends { data: unknown; error: unknown }>(
  result: R,
): Extract<R, { error: null }>['data'] {
  if (result.error) throw result.error;
  return result.data as Extract<R, { error: null }>['data'];
}

const siteUrl = (path: string) => new URL(path, window.location.origin).href;

// ---------------------------------------------------------------------------------------------
// Password reset and the email links
// ---------------------------------------------------------------------------------------------

/** Asks for a reset link. The auth service answers the same whether the account exists or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase();
  check(
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: siteUrl(PATHS.resetPassword) }),
  );
}

/** The email links this site handles: a token hash and its kind (spec: verify with token_hash). */
export type EmailLinkType = Extract<
  EmailOtpType,
  'recovery' | 'signup' | 'email_change' | 'magiclink'
>;
const LINK_TYPES: readonly EmailLinkType[] = ['recovery', 'signup', 'email_change', 'magiclink'];
export const isEmailLinkType = (value: string | null): value is EmailLinkType =>
  LINK_TYPES.includes(value as EmailLinkType);

/**
 * Spends an emailed link's token hash for a session. Once per hash for the life of the page: a
 * second render (StrictMode, a re-mount) gets the same answer instead of spending it again.
 */
const spentLinks = new Map<string, Promise<User>>();
export function verifyEmailLink(tokenHash: string, type: EmailLinkType): Promise<User> {
  const key = `${type}:${tokenHash}`;
  let pending = spentLinks.get(key);
  if (!pending) {
    pending = (async () => {
      const supabase = await getSupabase();
      const data = check(await supabase.auth.verifyOtp({ token_hash: tokenHash, type }));
      if (!data.user) throw new Error('The link opened no session');
      return data.user;
    })();
    spentLinks.set(key, pending);
  }
  return pending;
}

// ---------------------------------------------------------------------------------------------
// Password
// ---------------------------------------------------------------------------------------------

/**
 * Sets a new password. With `secure_password_change` the auth service wants a recent sign-in or
 * the emailed reauthentication code (`nonce`).
 */
export async function updatePassword(password: string, nonce?: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.updateUser(nonce ? { password, nonce } : { password }));
}

/** Proves the current password by signing in with it, which also makes the sign-in recent. */
export async function confirmCurrentPassword(email: string, password: string): Promise<void> {
  const supabase = await getSupabase();
  const result = await supabase.auth.signInWithPassword({ email, password });
  if (result.error?.code === 'invalid_credentials')
    throw Object.assign(new Error('wrong current password'), { code: 'wrong_current_password' });
  check(result);
}

/** Emails a reauthentication code to the signed-in user. */
export async function requestReauthenticationCode(): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.reauthenticate());
}

// ---------------------------------------------------------------------------------------------
// Email, sessions, the account itself
// ---------------------------------------------------------------------------------------------

/** Asks to move the account to `email`; nothing changes until the emailed link is used. */
export async function requestEmailChange(email: string): Promise<void> {
  const supabase = await getSupabase();
  check(
    await supabase.auth.updateUser({ email }, { emailRedirectTo: siteUrl(PATHS.accountSettings) }),
  );
}

/** Signs out every other session of the user; this one stays. */
export async function signOutOtherDevices(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw error;
}

/** The confirmation word the delete form asks for (and delete_account checks). */
export const DELETE_CONFIRMATION = 'DELETE';

/**
 * Deletes the signed-in account (a database function acting on auth.uid() only), then signs out
 * here. The avatar files go first, through the Storage API (the database may not delete storage
 * objects itself); a failure there does not stop the deletion.
 */
export async function deleteAccount(userId: string, confirmation: string): Promise<void> {
  const supabase = await getSupabase();
  const { data: profile } = await supabase
    .from('profiles')
    .select('avatar_url')
    .eq('id', userId)
    .maybeSingle();
  await removeAvatarFile(profile?.avatar_url ?? null);
  check(await supabase.rpc('delete_account', { confirmation }));
  await supabase.auth.signOut({ scope: 'local' });
}

/** The account as the auth service holds it now (a pending email change included). */
export const accountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.account(userId),
    queryFn: async (): Promise<User> => {
      const supabase = await getSupabase();
      const data = check(await supabase.auth.getUser());
      if (!data.user) throw new Error('No signed-in user');
      return data.user;
    },
  });

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

export type Profile = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'avatar_url'>;
export const PROFILE_SELECT = 'id,full_name,avatar_url';

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: authKeys.profile(userId),
    queryFn: async (): Promise<Profile> => {
      const supabase = await getSupabase();
      return check(
        await supabase.from('profiles').select(PROFILE_SELECT).eq('id', userId).single(),
      );
    },
  });

export async function updateProfile(
  userId: string,
  changes: Partial<Pick<Profile, 'full_name' | 'avatar_url'>>,
): Promise<Profile> {
  const supabase = await getSupabase();
  return check(
    await supabase
      .from('profiles')
      .update(changes)
      .eq('id', userId)
      .select(PROFILE_SELECT)
      .single(),
  );
}

export const AVATAR_BUCKET = 'avatars';

const AVATAR_OBJECT = /\/storage\/v1\/object\/public\/avatars\/(.+)$/;

/** The object path of an avatar this site uploaded, from its public URL; null for others. */
export function avatarPath(url: string | null): string | null {
  const match = url ? AVATAR_OBJECT.exec(url) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Removes an uploaded avatar's file (a replaced picture, a deleted account). Best effort: a file
 * left behind is only storage, never shown again once the profile no longer names it.
 */
export async function removeAvatarFile(url: string | null): Promise<void> {
  const path = avatarPath(url);
  if (!path) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(AVATAR_BUCKET).remove([path]);
  if (error) console.error('Removing the old avatar failed', error);
}

/**
 * Uploads an avatar to avatars/<user id>/… with progress and returns its public URL. The storage policies keep each user in their folder.
 */
export async function uploadAvatar(
  userId: string,
  image: Blob,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const path = `${userId}/avatar-${Date.now()}.webp`;
  await uploadWithProgress({ bucket: AVATAR_BUCKET, path, file: image, onProgress });
  const supabase = await getSupabase();
  return supabase.storage.from(AVATAR_BUCKET).getPublicUrl(path).data.publicUrl;
}

// ---------------------------------------------------------------------------------------------
// Where a person works
// ---------------------------------------------------------------------------------------------

/**
 * Where a signed-in person lands: an admin on /admin, someone with an open invitation on its
 * acceptance page, an active vendor member on /vendor-dashboard, anyone else on
 * /account-settings (a page they came from wins, see login).
 */
export const landingQueryOptions = (userId: string, isAdmin: boolean) =>
  queryOptions({
    queryKey: [...authKeys.landing(userId), { isAdmin }] as const,
    queryFn: async (): Promise<string> => {
      if (isAdmin) return PATHS.admin;
      const supabase = await getSupabase();
      // Someone with an open invitation (they just came in through its email) accepts it first.
      // The one place auth asks about membership: where a person lands depends on both.
      const invitation = await supabase.rpc('my_invitation');
      const state =
        invitation.data && typeof invitation.data === 'object' && !Array.isArray(invitation.data)
          ? invitation.data.state
          : null;
      if (state === 'open') return PATHS.membershipAccept;
      const { data, error } = await supabase
        .from('vendor_members')
        .select('user_id')
        .eq('user_id', userId)
        .eq('status', 'active')
        .limit(1);
      if (error) throw error;
      return data.length > 0 ? PATHS.vendorDashboard : PATHS.accountSettings;
    },
  });
